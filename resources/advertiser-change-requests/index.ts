import { advertiserChangeRequestsResource } from '../../domain/advertisers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';

/**
 * The advertiser's requests to change an offer: no screen of their own; the offer's page lists
 * them (`list`) and sends one (`create`) through react-admin's hooks.
 */
export default defineResource({
  name: 'advertiser-change-requests',
  ...advertiserChangeRequestsResource,
  names: { en: 'Change request |||| Change requests' },
  messages: lazyMessages(() => import('../offer-change-requests/messages'), () => import('../offer-change-requests/messages.ru'), 'changeRequestMessages', 'advertiser-change-requests'),
});
