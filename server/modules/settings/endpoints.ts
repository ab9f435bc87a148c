import type { Endpoint } from '../../http/types';
import { settingsEndpoints } from './settingsRoutes';

/** The system settings. */
export const endpoints: Endpoint[] = [...settingsEndpoints];
