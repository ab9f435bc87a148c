import GroupsIcon from '@mui/icons-material/Groups';
import { createElement } from 'react';
import { Route } from 'react-router-dom';
import { affiliatesResource } from '../../domain/users/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

const AffiliatePostbacksPage = lazyScreen(() => import('./AffiliatePostbacksPage'), 'AffiliatePostbacksPage');

/** Affiliates under /d/user-operations (spec 2 §2), with their postbacks page. */
export default defineResource({
  name: 'user-operations/affiliates',
  ...affiliatesResource,
  apps: { admin: 'screens', manager: 'screens' },
  menu: { staff: { group: 'userOperations', order: 1 } },
  list: lazyScreen(() => import('./AffiliateList'), 'AffiliateList'),
  icon: GroupsIcon,
  recordRepresentation: 'email',
  children: createElement(Route, { path: ':id/postbacks', element: createElement(AffiliatePostbacksPage) }),
  names: { en: 'Affiliate |||| Affiliates' },
  messages: lazyMessages(() => import('../accounts/messages'), () => import('../accounts/messages.ru'), 'userManagementMessages', 'user-operations/affiliates'),
});
