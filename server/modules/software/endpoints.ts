import type { Endpoint } from '../../http/types';
import { softwareEndpoints } from './softwareRoutes';

/** The software's name, version and API version. */
export const endpoints: Endpoint[] = [...softwareEndpoints];
