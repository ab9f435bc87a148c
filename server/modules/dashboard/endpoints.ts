import type { Endpoint } from '../../http/types';
import { dashboardCardEndpoints } from './cardRoutes';
import { dashboardChartEndpoints } from './routes';

export const dashboardEndpoints: Endpoint[] = [...dashboardChartEndpoints, ...dashboardCardEndpoints];
