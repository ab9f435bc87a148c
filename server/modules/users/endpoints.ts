import type { Endpoint } from '../../http/types';
import { accountEndpoints } from './accountRoutes';
import { changeLogEndpoints } from './changeLogRoutes';
import { leadStatusEndpoints } from './leadStatusRoutes';
import { listEndpoints } from './listRoutes';
import { outboxEndpoints } from './outboxRoutes';
import { profileEndpoints } from './profileRoutes';
import { recoveryEndpoints } from './recoveryRoutes';
import { registrationEndpoints } from './registrationRoutes';
import { requestEndpoints } from './requestRoutes';

/** Every endpoint of user management (docs/api.md, User management). */
export const endpoints: Endpoint[] = [
  ...listEndpoints,
  ...profileEndpoints,
  ...accountEndpoints,
  ...requestEndpoints,
  ...leadStatusEndpoints,
  ...registrationEndpoints,
  ...recoveryEndpoints,
  ...changeLogEndpoints,
  ...outboxEndpoints,
];
