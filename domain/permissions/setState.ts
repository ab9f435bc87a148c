import { AFFILIATE_ALWAYS_ADDED_KEYS, ALWAYS_ADDED_KEYS, PERMISSION_GROUPS } from './catalogue';
import type { PermissionRole } from './types';

export interface PermissionStateInput {
  /** the keys the editor sent */
  requested: readonly string[];
  /** the keys the user holds now */
  current: readonly string[];
  /** what this editor may change for this user (grantablePermissions) */
  grantable: readonly string[];
  targetRole: PermissionRole;
}

/**
 * The set POST /rbac/ui-permission/set-state stores (spec 2 §6, §7):
 * - requested keys the editor may not grant are dropped (other role's groups, disabled features,
 *   keys the editor lacks, unknown names);
 * - keys the editor may not change stay as they are, so a switched-off feature keeps its keys for later;
 * - when the editor may set a view permission and it ends up off, its children are cleared with it,
 *   as the screen does (spec 2 §6);
 * - the always-added keys are added (and UI_OfferCampaigns_View for an affiliate).
 */
export function nextPermissionState({ requested, current, grantable, targetRole }: PermissionStateInput): string[] {
  const editable = new Set(grantable);
  const next = new Set([...current.filter((k) => !editable.has(k)), ...requested.filter((k) => editable.has(k))]);
  for (const group of PERMISSION_GROUPS) {
    for (const parent of group.permissions) {
      if (!parent.childrenPermissions || !editable.has(parent.key) || next.has(parent.key)) continue;
      for (const child of parent.childrenPermissions) next.delete(child);
    }
  }
  for (const key of ALWAYS_ADDED_KEYS) next.add(key);
  if (targetRole === 'affiliate') for (const key of AFFILIATE_ALWAYS_ADDED_KEYS) next.add(key);
  return [...next].sort();
}
