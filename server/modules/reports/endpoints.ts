import type { Endpoint } from '../../http/types';
import { logEndpoints } from './logRoutes';
import { trafficEndpoints } from './trafficRoutes';

/** Reports (spec 3 §5): the traffic report, the click and conversion logs, and their CSV exports. */
export const endpoints: Endpoint[] = [...trafficEndpoints, ...logEndpoints];
