import { advertiserSpendOffersResource } from '../../domain/advertisers/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';

/** What the advertiser owes by offer, shown on the spend page; no `<Resource>`. */
export default defineResource({
  name: 'advertiser-spend-offers',
  ...advertiserSpendOffersResource,
  names: { en: 'Spend by offer |||| Spend by offer' },
  messages: lazyMessages(() => import('../advertiser-offers/messages'), () => import('../advertiser-offers/messages.ru'), 'advertiserAppMessages', 'advertiser-spend-offers'),
});
