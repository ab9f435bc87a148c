import type { RoleSegment } from '../enums/userType';
import type { WorkspaceFeature } from './features';
import type { PermissionKey } from './keys';

/** What a screen may do with a resource; react-admin asks `canAccess({ resource, action })`. */
export type AccessAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'ban' | 'approve';

/**
 * Who may call: the role is listed (if `roles` is given), every key held (if `permission` is
 * given) and the feature, if named, switched on. The same shape as the server's access rule
 * without its `kind` (server/http/types.ts): an endpoint row writes `{ kind: 'roles', ...rule }`.
 * The browser checks roles and keys; a feature switched off answers 403 from the server.
 */
export interface AccessRule {
  readonly roles?: readonly RoleSegment[];
  readonly permission?: PermissionKey | readonly PermissionKey[];
  /** keys that differ by role: replaces `permission` for the roles it names */
  readonly permissionByRole?: Readonly<Partial<Record<RoleSegment, PermissionKey | readonly PermissionKey[]>>>;
  readonly feature?: WorkspaceFeature;
}

/** Who may do what with one resource; an action missing here is closed to everyone. */
export type ResourceAccess = Readonly<Partial<Record<AccessAction, AccessRule>>>;

/** Where a resource lives in the API under /api/{role} (docs/api.md). */
export interface ResourceApi {
  /** the list path: `POST {path}/list`, single records `{path}/{id}` */
  readonly path: string;
  /** where single records live when not under `path` (a reference input reads an affiliate as a user profile) */
  readonly record?: string;
  /** where a new record is posted when not to `path` (an advertiser is an account made by its own call) */
  readonly create?: string;
  /** the batch endpoints behind react-admin's `updateMany`, by the name a screen gives in `meta.batch` */
  readonly batch?: Readonly<Record<string, string>>;
}

/** The network's roles: every shared screen and endpoint; the advertiser reaches only their own (spec 4 §7). */
export const ALL_ROLES = ['admin', 'manager', 'affiliate'] as const satisfies readonly RoleSegment[];
/** Everyone with an app, the advertiser included: one's own account (profile, 2FA, API keys, sessions, UI settings). */
export const ACCOUNT_ROLES = ['admin', 'manager', 'affiliate', 'advertiser'] as const satisfies readonly RoleSegment[];
export const STAFF = ['admin', 'manager'] as const satisfies readonly RoleSegment[];
export const ADMIN = ['admin'] as const satisfies readonly RoleSegment[];
export const AFFILIATE = ['affiliate'] as const satisfies readonly RoleSegment[];
export const ADVERTISER = ['advertiser'] as const satisfies readonly RoleSegment[];

export const EVERYONE_RULE = { roles: ALL_ROLES } as const satisfies AccessRule;
/** One's own account, in every app. */
export const ACCOUNT_RULE = { roles: ACCOUNT_ROLES } as const satisfies AccessRule;
export const STAFF_RULE = { roles: STAFF } as const satisfies AccessRule;
export const ADMIN_RULE = { roles: ADMIN } as const satisfies AccessRule;

/** List, show, create, edit and delete for admins alone. */
export const ADMIN_MANAGES = { list: ADMIN_RULE, show: ADMIN_RULE, create: ADMIN_RULE, edit: ADMIN_RULE, delete: ADMIN_RULE } as const satisfies ResourceAccess;
