import type { Endpoint } from '../../http/types';
import { meEndpoints } from './meRoutes';

/** The signed-in user's own record. */
export const endpoints: Endpoint[] = [...meEndpoints];
