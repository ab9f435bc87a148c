import type { Endpoint } from '../../http/types';
import { dashboardCardEndpoints } from './cardRoutes';
import { dashboardChartEndpoints } from './chartRoutes';
import { holdCardEndpoints } from './holdCardRoutes';
import { leadCardEndpoints } from './leadCardRoutes';

export const endpoints: Endpoint[] = [...dashboardChartEndpoints, ...dashboardCardEndpoints, ...holdCardEndpoints, ...leadCardEndpoints];
