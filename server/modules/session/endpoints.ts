import type { Endpoint } from '../../http/types';
import { sessionEndpoints } from './sessionRoutes';

/** Sign-in, sign-out and the signed-in account. */
export const endpoints: Endpoint[] = [...sessionEndpoints];
