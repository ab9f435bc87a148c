import type { Endpoint } from '../../http/types';
import { promoCodeEndpoints } from './promoCodeRoutes';

/** Promo codes (spec 4 §6; the tracking type `promo_code`): staff assign them, affiliates read their own. */
export const endpoints: Endpoint[] = [...promoCodeEndpoints];
