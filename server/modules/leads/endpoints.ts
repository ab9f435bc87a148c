import type { Endpoint } from '../../http/types';
import { leadEndpoints } from './leadRoutes';
import { repushEndpoints } from './repushRoutes';
import { statusEntryEndpoints } from './statusEntryRoutes';

/** Leads: intake and the lead log (spec 4 §1). */
export const endpoints: Endpoint[] = [...leadEndpoints, ...repushEndpoints, ...statusEntryEndpoints];
