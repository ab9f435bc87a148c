import type { InterfaceLanguage } from '../../domain/languages';
import { PERMISSION_GROUPS } from '../../domain/permissions/catalogue';
import type { PermissionRole } from '../../domain/permissions/types';
import { parentOf, visibleGroups, visibleRows } from '../../domain/permissions/visibility';

export interface PermissionRowModel {
  /** unique within the screen: a key may have two rows (approve own / all users) */
  id: string;
  key: string;
  name: string;
  tooltip?: string;
  /** the view permission this row depends on, when that row is on the screen */
  parent?: string;
}

export interface PermissionGroupModel {
  id: string;
  title: string;
  tooltip?: string;
  description?: string;
  rows: PermissionRowModel[];
}

/** The blocks of the screen for a user of that role (spec 2 §2, §6). */
export function screenGroups(
  role: PermissionRole,
  features: readonly string[],
  registrationType: number | undefined,
  lang: InterfaceLanguage,
): PermissionGroupModel[] {
  return visibleGroups(role, features)
    .map((group) => {
      const rows = visibleRows(group, role, { registrationType });
      const shown = new Set(rows.map((r) => r.key));
      return {
        id: group.id,
        title: group.title[lang],
        tooltip: group.tooltip?.[lang],
        description: group.description?.[lang],
        rows: rows.map((row, index) => {
          const parent = parentOf(row.key);
          return {
            id: `${group.id}:${index}`,
            key: row.key,
            name: row.name[lang],
            tooltip: row.tooltip?.[lang],
            parent: parent && shown.has(parent) ? parent : undefined,
          };
        }),
      };
    })
    .filter((group) => group.rows.length > 0);
}

const childrenOf = (key: string): readonly string[] =>
  PERMISSION_GROUPS.flatMap((g) => g.permissions).find((p) => p.key === key && p.childrenPermissions)?.childrenPermissions ?? [];

/** Ticks or unticks a key; unticking a view permission clears its children (spec 2 §6). */
export function toggleKey(checked: ReadonlySet<string>, key: string, on: boolean): Set<string> {
  const next = new Set(checked);
  if (on) next.add(key);
  else {
    next.delete(key);
    for (const child of childrenOf(key)) next.delete(child);
  }
  return next;
}

/** A row can be changed when the editor may grant its key and its view permission, if any, is on. */
export function isRowEditable(row: PermissionRowModel, checked: ReadonlySet<string>, grantable: ReadonlySet<string>): boolean {
  return grantable.has(row.key) && (row.parent === undefined || checked.has(row.parent));
}

export function sameKeys(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((k) => b.has(k));
}
