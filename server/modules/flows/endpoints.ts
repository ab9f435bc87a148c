import type { Endpoint } from '../../http/types';
import { flowEndpoints } from './flowRoutes';

/** Distribution flows (spec 4 §2): which integrations take an offer's leads, in what order, how many a day. */
export const endpoints: Endpoint[] = [...flowEndpoints];
