import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { permissionRoleOf } from '../../domain/permissions/roles';
import type { PermissionRole } from '../../domain/permissions/types';
import type { PermissionSet } from '../../providers/permissionsApi';
import { usePermissionCalls } from './usePermissionCalls';
import { usePermissionEdits, type PermissionEdits } from './usePermissionEdits';

/** The block reloads what it shows this long after a save (spec 1 §9, spec 2 §9). */
export const PERMISSIONS_REFRESH_MS = 2000;

export const permissionQueryKey = (userId: number) => ['permission-settings', userId] as const;

export interface PermissionSettingsState extends PermissionEdits {
  target?: PermissionSet;
  role?: PermissionRole;
  features: readonly string[];
  registrationType?: number;
  grantable: ReadonlySet<string>;
  loading: boolean;
  failed: boolean;
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * Data and form state of one user's permission block: the saved set, what the editor may change,
 * the workspace features; local edits until Save or Cancel. Save stores what the server answers
 * (it filters and adds keys) and reloads everything PERMISSIONS_REFRESH_MS later.
 */
export function usePermissionSettings(userId: number): PermissionSettingsState {
  const calls = usePermissionCalls();
  const queryClient = useQueryClient();
  const key = permissionQueryKey(userId);
  const [active, allowed, workspace] = useQueries({
    queries: [
      { queryKey: [...key, 'active'], queryFn: () => calls.getPermissionSet(userId), retry: false },
      { queryKey: [...key, 'allowed'], queryFn: () => calls.getGrantablePermissions(userId), retry: false },
      { queryKey: [...key, 'workspace'], queryFn: () => calls.getWorkspace(), retry: false },
    ],
  });
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  // the reload after a save dims the block like the first load; react-query's own background
  // refetches (focus, another screen's invalidation) do not: the rows shown are still the user's
  const [reloading, setReloading] = useState(false);

  const saved = useMemo(() => new Set(active.data?.permissions ?? []), [active.data]);
  const grantable = useMemo(() => new Set(allowed.data ?? []), [allowed.data]);

  const store = useCallback(
    async (permissions: string[]) => {
      const result = await calls.setPermissionState({ user_id: userId, permissions });
      queryClient.setQueryData<PermissionSet>([...key, 'active'], (prev) => (prev ? { ...prev, permissions: result.permissions } : prev));
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(() => {
        setReloading(true);
        void queryClient.invalidateQueries({ queryKey: key }).finally(() => setReloading(false));
      }, PERMISSIONS_REFRESH_MS);
      // the editor's own menus may depend on what was saved (their own set)
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
    // `key` is rebuilt each render from userId, which is listed
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [calls, userId, queryClient],
  );
  const edits = usePermissionEdits(saved, store);

  return {
    target: active.data,
    role: active.data ? permissionRoleOf(active.data.user_type) : undefined,
    features: workspace.data?.workspace_features ?? [],
    registrationType: workspace.data?.registration_type_id,
    grantable: allowed.data ? grantable : EMPTY,
    loading: active.isPending || allowed.isPending || workspace.isPending || reloading,
    failed: active.isError || allowed.isError || workspace.isError,
    ...edits,
  };
}
