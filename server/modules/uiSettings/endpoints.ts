import type { Endpoint } from '../../http/types';
import { colorSchemeEndpoints } from './colorSchemeRoutes';
import { personalSettingsEndpoints } from './personalRoutes';
import { uiSettingsEndpoints } from './uiSettingsRoutes';

/** A user's screen settings: dashboard, grids, colour schemes. */
export const endpoints: Endpoint[] = [...uiSettingsEndpoints, ...personalSettingsEndpoints, ...colorSchemeEndpoints];
