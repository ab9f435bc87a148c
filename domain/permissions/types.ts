import type { EnumLabel } from '../enums/define-enum';
import type { WorkspaceFeature } from './features';

/** Whose permission set a group or row applies to (spec 2 §6). TL has no user type (decisions, R27). */
export type PermissionRole = 'admin' | 'manager' | 'affiliate' | 'advertiser';

export type Label = EnumLabel;

/** One checkbox row (spec 2 §3): key, name, optional children and excluded roles; tooltip is ours. */
export interface PermissionDef<K extends string = string> {
  readonly key: K;
  readonly name: Label;
  /** cleared and disabled while this (view) permission is off */
  readonly childrenPermissions?: readonly K[];
  /** the row is not shown, nor grantable, for users of these roles */
  readonly excludeRoles?: readonly PermissionRole[];
  readonly tooltip?: Label;
}

/** One block of the settings screen (spec 2 §3). `roles: []` marks keys nobody can configure. */
export interface PermissionGroup<K extends string = string> {
  readonly id: string;
  readonly title: Label;
  readonly roles: readonly PermissionRole[];
  readonly feature?: WorkspaceFeature;
  readonly permissions: readonly PermissionDef<K>[];
  readonly tooltip?: Label;
  /** shown as a warning under the title */
  readonly description?: Label;
}

/** The key, and the child keys, of one row written `as const`. */
type KeysOfRow<P> = P extends { readonly key: infer K extends string }
  ? K | (P extends { readonly childrenPermissions: readonly (infer C extends string)[] } ? C : never)
  : never;

/** Every key a list of groups written `as const` names: how `PermissionKey` is read off the catalogue. */
export type KeysOfGroups<G extends readonly { readonly permissions: readonly unknown[] }[]> = KeysOfRow<G[number]['permissions'][number]>;
