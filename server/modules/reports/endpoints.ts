import type { Endpoint } from '../../http/types';
import { funnelEndpoints } from './funnelRoutes';
import { logEndpoints } from './logRoutes';
import { trafficEndpoints } from './trafficRoutes';

/** Reports (spec 3 §5): the traffic report, the click and conversion logs, the lead funnel (spec 4 §2), and their CSV exports. */
export const endpoints: Endpoint[] = [...trafficEndpoints, ...logEndpoints, ...funnelEndpoints];
