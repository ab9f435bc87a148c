import type { EnumLabel } from '../enums/define-enum';
import type { WorkspaceFeature } from './features';

/** Whose permission set a group or row applies to (spec 2 §6). TL has no user type (decisions, R27). */
export type PermissionRole = 'admin' | 'manager' | 'affiliate' | 'advertiser';

export type Label = EnumLabel;

/** One checkbox row (spec 2 §3): key, name, optional children and excluded roles; tooltip is ours. */
export interface PermissionDef {
  readonly key: string;
  readonly name: Label;
  /** cleared and disabled while this (view) permission is off */
  readonly childrenPermissions?: readonly string[];
  /** the row is not shown, nor grantable, for users of these roles */
  readonly excludeRoles?: readonly PermissionRole[];
  readonly tooltip?: Label;
}

/** One block of the settings screen (spec 2 §3). `roles: []` marks keys nobody can configure. */
export interface PermissionGroup {
  readonly id: string;
  readonly title: Label;
  readonly roles: readonly PermissionRole[];
  readonly feature?: WorkspaceFeature;
  readonly permissions: readonly PermissionDef[];
  readonly tooltip?: Label;
  /** shown as a warning under the title */
  readonly description?: Label;
}
