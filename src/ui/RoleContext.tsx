import { createContext, useContext } from 'react';
import type { AppRole } from '../boot/pickApp';

const RoleContext = createContext<AppRole | null>(null);

export const RoleProvider = RoleContext.Provider;

/** The role of the app being shown (its first path segment). */
export function useRole(): AppRole {
  const role = useContext(RoleContext);
  if (role === null) throw new Error('useRole() outside a role app');
  return role;
}
