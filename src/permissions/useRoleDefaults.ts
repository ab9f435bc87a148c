import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { DefaultRole } from '../../domain/permissions/roleDefaults';
import { sameKeys, toggleKey } from './permissionForm';
import { usePermissionCalls } from './usePermissionCalls';

export const roleDefaultsQueryKey = ['permission-settings', 'role-defaults'] as const;

export interface RoleDefaultsState {
  features: readonly string[];
  loaded: boolean;
  failed: boolean;
  checked: ReadonlySet<string>;
  dirty: boolean;
  saving: boolean;
  toggle(key: string, on: boolean): void;
  cancel(): void;
  save(): Promise<'saved' | 'failed'>;
}

/**
 * One role's defaults for new users (GET /rbac/role-defaults, stored per workspace): local edits
 * until Save or Cancel; Save keeps what the server answers (it drops unknown keys and adds the
 * always-added ones).
 */
export function useRoleDefaults(role: DefaultRole): RoleDefaultsState {
  const calls = usePermissionCalls();
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [defaults, workspace] = useQueries({
    queries: [
      { queryKey: roleDefaultsQueryKey, queryFn: () => calls.getRoleDefaults(), retry: false },
      { queryKey: [...roleDefaultsQueryKey, 'workspace'], queryFn: () => calls.getWorkspace(), retry: false },
    ],
  });
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = useMemo(() => new Set(defaults.data?.[role] ?? []), [defaults.data, role]);
  const checked = edited ?? saved;

  const toggle = useCallback((key: string, on: boolean) => setEdited((prev) => toggleKey(prev ?? saved, key, on)), [saved]);
  const cancel = useCallback(() => setEdited(null), []);
  const save = useCallback(async (): Promise<'saved' | 'failed'> => {
    setSaving(true);
    try {
      const stored = await calls.saveRoleDefaults(role, [...checked].sort());
      queryClient.setQueryData<Record<DefaultRole, string[]>>(roleDefaultsQueryKey, (prev) => (prev ? { ...prev, [role]: stored } : prev));
      setEdited(null);
      return 'saved';
    } catch (error) {
      await logoutIfAccessDenied(error);
      return 'failed';
    } finally {
      setSaving(false);
    }
  }, [calls, checked, role, queryClient, logoutIfAccessDenied]);

  return {
    features: workspace.data?.workspace_features ?? [],
    loaded: defaults.isSuccess && workspace.isSuccess,
    failed: defaults.isError || workspace.isError,
    checked,
    dirty: edited !== null && !sameKeys(edited, saved),
    saving,
    toggle,
    cancel,
    save,
  };
}
