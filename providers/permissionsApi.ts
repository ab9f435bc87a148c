import type { DefaultRole } from '../domain/permissions/roleDefaults';
import type { SettingsSection, SystemSettings, WorkspaceInfo } from '../domain/settings/systemSettings';
import type { Envelope, HttpClient } from './http/types';

/** A user's stored keys, as GET /rbac/ui-permission/active/{id} answers them (docs/api.md). */
export interface PermissionSet {
  id: number;
  user_id: number;
  user_type: number;
  full_name: string;
  email: string;
  permissions: string[];
}

export interface PermissionState {
  user_id: number;
  permissions: string[];
}

/** The permission and system-settings calls, added to the dataProvider (they are not CRUD). */
export interface PermissionCalls {
  getPermissionSet(userId: number): Promise<PermissionSet>;
  /** what the signed-in editor may tick or untick for that user; empty means read-only */
  getGrantablePermissions(userId: number): Promise<string[]>;
  /** silent: the permission screen shows its own failure toast (spec 1 §8) */
  setPermissionState(state: PermissionState): Promise<PermissionState>;
  /** the keys a new user of each role gets in this workspace (GET /rbac/role-defaults) */
  getRoleDefaults(): Promise<Record<DefaultRole, string[]>>;
  /** silent like setPermissionState; answers the stored set (normalised by the server) */
  saveRoleDefaults(role: DefaultRole, permissions: readonly string[]): Promise<string[]>;
  getWorkspace(): Promise<WorkspaceInfo>;
  getSystemSettings(): Promise<SystemSettings>;
  updateSettingsSection<S extends SettingsSection>(section: S, values: Partial<SystemSettings[S]>): Promise<SystemSettings[S]>;
  /** the network-wide postback token (spec 3 §4), null until generated */
  getNetworkToken(): Promise<{ token: string | null }>;
  /** a new network token; the old one stops working */
  regenerateNetworkToken(): Promise<{ token: string }>;
}

const RBAC = '/rbac/ui-permission';
const ROLE_DEFAULTS = '/rbac/role-defaults';
const NETWORK_TOKEN = '/settings/network-postback-token';

export function createPermissionCalls(http: HttpClient): PermissionCalls {
  const get = async <T>(path: string) => (await http.request<Envelope<T>>('GET', path)).json.data;
  return {
    getPermissionSet: (userId) => get<PermissionSet>(`${RBAC}/active/${encodeURIComponent(userId)}`),
    getGrantablePermissions: async (userId) =>
      (await get<PermissionState>(`${RBAC}/allowed/${encodeURIComponent(userId)}`)).permissions,
    async setPermissionState(state) {
      const response = await http.request<Envelope<PermissionState>>('POST', `${RBAC}/set-state`, { body: state, silent: true });
      return response.json.data;
    },
    getRoleDefaults: () => get<Record<DefaultRole, string[]>>(ROLE_DEFAULTS),
    async saveRoleDefaults(role, permissions) {
      const response = await http.request<Envelope<{ role: DefaultRole; permissions: string[] }>>('PUT', `${ROLE_DEFAULTS}/${encodeURIComponent(role)}`, {
        body: { permissions },
        silent: true,
      });
      return response.json.data.permissions;
    },
    getWorkspace: () => get<WorkspaceInfo>('/settings/workspace'),
    getSystemSettings: () => get<SystemSettings>('/settings/config'),
    getNetworkToken: () => get<{ token: string | null }>(NETWORK_TOKEN),
    regenerateNetworkToken: async () => (await http.request<Envelope<{ token: string }>>('POST', NETWORK_TOKEN)).json.data,
    async updateSettingsSection(section, values) {
      const response = await http.request<Envelope<SystemSettings[typeof section]>>('PUT', `/settings/config/batch-update/${section}`, {
        body: values,
      });
      return response.json.data;
    },
  };
}
