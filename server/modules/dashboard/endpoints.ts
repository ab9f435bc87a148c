import type { Endpoint } from '../../http/types';
import { dashboardCardEndpoints } from './cardRoutes';
import { dashboardChartEndpoints } from './chartRoutes';

export const endpoints: Endpoint[] = [...dashboardChartEndpoints, ...dashboardCardEndpoints];
