import type { Endpoint } from '../../http/types';
import { automationEndpoints } from './automationRoutes';

/** Automation rules, their runs and dry runs (spec 4 §5). */
export const endpoints: Endpoint[] = [...automationEndpoints];
