import { offerAffiliatesAccess } from '../../domain/offers/access';
import { defineResource } from '../../providers/resourceManifest';

/** An offer's promotion and blocking rules for affiliates, on the offer's page; no `<Resource>`. */
export default defineResource({
  name: 'offer-affiliates',
  access: offerAffiliatesAccess,
});
