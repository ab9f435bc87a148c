import type { Endpoint } from './http/types';
import { languageEndpoints } from './modules/languages/routes';
import { meEndpoints } from './modules/me/routes';
import { sessionEndpoints } from './modules/session/routes';
import { softwareEndpoints } from './modules/software/routes';

/** Every endpoint of the API with its access rule: the one table the authorization test reads. */
export const allEndpoints = (): Endpoint[] => [...sessionEndpoints, ...softwareEndpoints, ...meEndpoints, ...languageEndpoints];

export const ROLE_SEGMENT = ':role{admin|manager|affiliate}';

export const fullPath = (e: Pick<Endpoint, 'access' | 'path'>) =>
  e.access.kind === 'roles' ? `/api/${ROLE_SEGMENT}${e.path}` : `/api${e.path}`;
