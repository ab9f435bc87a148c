import type { Endpoint } from '../../http/types';
import { apiKeyEndpoints } from './apiKeyRoutes';
import { securityLogEndpoints } from './logRoutes';
import { sessionListEndpoints } from './sessionRoutes';
import { twoFactorEndpoints } from './twoFactorRoutes';

/** Account security (issue 17): second factor, API keys, security log. */
export const securityEndpoints: Endpoint[] = [...twoFactorEndpoints, ...apiKeyEndpoints, ...securityLogEndpoints, ...sessionListEndpoints];
