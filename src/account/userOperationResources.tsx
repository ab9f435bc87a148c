import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import accounts from '../../resources/accounts';
import affiliateRequests from '../../resources/affiliate-requests';
import affiliates from '../../resources/affiliates';
import managers from '../../resources/managers';
import registrationStats from '../../resources/registration-stats';
import userChangeLog from '../../resources/user-change-log';
import type { AppRole } from '../boot/pickApp';
import { lazyScreen } from '../apps/lazyScreen';

const AffiliatePostbacksPage = lazyScreen(() => import('./AffiliatePostbacksPage'), 'AffiliatePostbacksPage');

/** The user-management screens of the admin and manager apps (spec 2 §2), under /d/user-operations. */
export function userOperationResources(role: AppRole) {
  return (
    <>
      <Resource name="user-operations/affiliates" {...affiliates}>
        <Route path=":id/postbacks" element={<AffiliatePostbacksPage />} />
      </Resource>
      {role === 'admin' ? <Resource name="user-operations/managers" {...managers} /> : null}
      <Resource name="user-operations/all-users" {...accounts} />
      <Resource name="user-operations/affiliate-requests" {...affiliateRequests} />
      <Resource name="user-operations/registration-stats" {...registrationStats} />
      <Resource name="user-operations/user-change-log" {...userChangeLog} />
    </>
  );
}
