import type { Endpoint } from '../../http/types';
import { alertEndpoints } from './alertRoutes';

/** The signed-in staff member's alerts: list, count, live count, mark read. */
export const endpoints: Endpoint[] = [...alertEndpoints];
