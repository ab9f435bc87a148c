import type { Endpoint } from '../../http/types';
import { integrationEndpoints } from './integrationRoutes';
import { testLeadEndpoints } from './testLeadRoutes';

/** Brokers and lead distribution (spec 4 §2). */
export const endpoints: Endpoint[] = [...integrationEndpoints, ...testLeadEndpoints];
