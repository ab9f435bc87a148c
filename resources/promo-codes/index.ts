import { promoCodesResource } from '../../domain/offers/promoCodes';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';

/**
 * Promo codes (spec 4 §6): assigned on an offer's page (its Promo codes tab) and shown to the
 * affiliate on their offer; no `<Resource>` of its own, the offer's screens read it.
 */
export default defineResource({
  name: 'promo-codes',
  ...promoCodesResource,
  recordRepresentation: 'code',
  names: { en: 'Promo code |||| Promo codes' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'promoCodeMessages', 'promo-codes'),
});
