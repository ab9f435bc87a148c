import { ROLE_SEGMENTS, type RoleSegment } from '../../domain/enums/userType';

export type AppRole = RoleSegment;

export const SIGN_IN_PATH = '/auth/a/login';

export type AppTarget = { kind: 'auth' } | { kind: 'role'; role: AppRole } | { kind: 'redirect'; to: string };

export function isAppRole(value: unknown): value is AppRole {
  return typeof value === 'string' && (ROLE_SEGMENTS as readonly string[]).includes(value);
}

/** Which app serves a path: decided by its first segment alone. */
export function pickApp(pathname: string): AppTarget {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  if (first === 'auth') return { kind: 'auth' };
  if (isAppRole(first)) return { kind: 'role', role: first };
  return { kind: 'redirect', to: SIGN_IN_PATH };
}
