import { ROLE_SEGMENTS } from '../../domain/enums/user';
import type { Endpoint } from './types';

export const ROLE_SEGMENT = `:role{${ROLE_SEGMENTS.join('|')}}`;

/** Whether the endpoint's path carries the role segment (`/api/{role}/…`); a versioned contract path does not. */
export const hasRoleSegment = (e: Pick<Endpoint, 'access'>) => e.access.kind === 'roles' && e.access.roleSegment !== false;

export const fullPath = (e: Pick<Endpoint, 'access' | 'path'>) => (hasRoleSegment(e) ? `/api/${ROLE_SEGMENT}${e.path}` : `/api${e.path}`);
