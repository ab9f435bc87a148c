import type { Endpoint } from '../../http/types';
import { apiKeyEndpoints } from './apiKeyRoutes';
import { securityLogEndpoints } from './logRoutes';
import { sessionListEndpoints } from './sessionRoutes';
import { twoFactorEndpoints } from './twoFactorRoutes';
import { viewAsEndpoints } from './viewAsRoutes';

/** Account security: second factor, API keys, security log, sessions, view as user. */
export const endpoints: Endpoint[] = [...twoFactorEndpoints, ...apiKeyEndpoints, ...securityLogEndpoints, ...sessionListEndpoints, ...viewAsEndpoints];
