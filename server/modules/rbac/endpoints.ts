import type { Endpoint } from '../../http/types';
import { rbacEndpoints } from './permissionRoutes';

/** Permission settings: whose keys an editor may read and change. */
export const endpoints: Endpoint[] = [...rbacEndpoints];
