import type { Endpoint } from '../../http/types';
import { crgEndpoints } from './crgRoutes';

/** CRG deals and their cohorts (spec 4 §3). */
export const endpoints: Endpoint[] = [...crgEndpoints];
