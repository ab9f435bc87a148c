import type { Endpoint } from '../../http/types';

/** None: this module writes the dashboard's traffic rollups, which the dashboard's endpoints read. */
export const endpoints: Endpoint[] = [];
