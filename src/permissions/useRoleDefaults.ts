import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { DefaultRole } from '../../domain/permissions/roleDefaults';
import { usePermissionCalls } from './usePermissionCalls';
import { usePermissionEdits, type HeldEdits, type PermissionEdits } from './usePermissionEdits';

export const roleDefaultsQueryKey = ['permission-settings', 'role-defaults'] as const;

export interface RoleDefaultsState extends PermissionEdits {
  features: readonly string[];
  loaded: boolean;
  failed: boolean;
}

/**
 * One role's defaults for new users (GET /rbac/role-defaults, stored per workspace): local edits
 * until Save or Cancel; Save keeps what the server answers (it drops unknown keys and adds the
 * always-added ones). `held`: the unsaved edits when a component above keeps them.
 */
export function useRoleDefaults(role: DefaultRole, held?: HeldEdits): RoleDefaultsState {
  const calls = usePermissionCalls();
  const queryClient = useQueryClient();
  const [defaults, workspace] = useQueries({
    queries: [
      { queryKey: roleDefaultsQueryKey, queryFn: () => calls.getRoleDefaults(), retry: false },
      { queryKey: [...roleDefaultsQueryKey, 'workspace'], queryFn: () => calls.getWorkspace(), retry: false },
    ],
  });
  const saved = useMemo(() => new Set(defaults.data?.[role] ?? []), [defaults.data, role]);
  const store = useCallback(
    async (keys: string[]) => {
      const stored = await calls.saveRoleDefaults(role, keys);
      queryClient.setQueryData<Record<DefaultRole, string[]>>(roleDefaultsQueryKey, (prev) => (prev ? { ...prev, [role]: stored } : prev));
    },
    [calls, role, queryClient],
  );
  const edits = usePermissionEdits(saved, store, held);

  return {
    features: workspace.data?.workspace_features ?? [],
    loaded: defaults.isSuccess && workspace.isSuccess,
    failed: defaults.isError || workspace.isError,
    ...edits,
  };
}
