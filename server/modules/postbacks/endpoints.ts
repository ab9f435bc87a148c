import type { Endpoint } from '../../http/types';
import { postbackEndpoints } from './postbackRoutes';

/** Affiliate postbacks (spec 3 §4). */
export const endpoints: Endpoint[] = [...postbackEndpoints];
