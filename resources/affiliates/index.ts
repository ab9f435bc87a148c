import GroupsIcon from '@mui/icons-material/Groups';
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { affiliatesResource } from '../../domain/users/access';
import { lazyScreen } from '../../src/ui/lazyScreen';
import { userOperation } from '../accounts/userOperation';

const AffiliatePostbacksPage = lazyScreen(() => import('./AffiliatePostbacksPage'), 'AffiliatePostbacksPage');

/** Affiliates under /d/user-operations (spec 2 §2), with their postbacks page. */
export default userOperation('affiliates', 1, {
  ...affiliatesResource,
  apps: { admin: 'screens', manager: 'screens' },
  list: lazyScreen(() => import('./AffiliateList'), 'AffiliateList'),
  icon: GroupsIcon,
  recordRepresentation: 'email',
  children: createElement(Route, { path: ':id/postbacks', element: createElement(AffiliatePostbacksPage) }),
  names: { en: 'Affiliate |||| Affiliates' },
});
