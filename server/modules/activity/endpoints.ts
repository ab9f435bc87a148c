import type { Endpoint } from '../../http/types';
import { activityLogEndpoints } from './activityLogRoutes';

/** The activity log (spec 4 §8): read and exported here, written by every module through recordActivity. */
export const endpoints: Endpoint[] = [...activityLogEndpoints];
