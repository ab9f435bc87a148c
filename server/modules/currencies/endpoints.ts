import type { Endpoint } from '../../http/types';
import { currencyRateEndpoints } from './rateRoutes';

/** Currency rates (spec 4 §3). */
export const endpoints: Endpoint[] = [...currencyRateEndpoints];
