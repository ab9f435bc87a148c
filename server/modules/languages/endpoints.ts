import type { Endpoint } from '../../http/types';
import { languageEndpoints } from './languageRoutes';

/** The workspace's languages. */
export const endpoints: Endpoint[] = [...languageEndpoints];
