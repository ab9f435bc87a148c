import type { Endpoint } from '../../http/types';
import { archiveEndpoints } from './archiveRoutes';

/** Archives of months that left the database (spec 4 §8; docs/decisions/archives.md). */
export const endpoints: Endpoint[] = [...archiveEndpoints];
