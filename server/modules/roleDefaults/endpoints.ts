import type { Endpoint } from '../../http/types';
import { roleDefaultEndpoints } from './roleDefaultRoutes';

/** The workspace's role defaults: the keys a new user of a role gets. */
export const endpoints: Endpoint[] = [...roleDefaultEndpoints];
