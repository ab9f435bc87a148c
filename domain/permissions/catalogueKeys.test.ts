import { describe, expect, expectTypeOf, it } from 'vitest';
import { NO_ROLE_KEYS, OTHER_PERMISSION_KEYS, PERMISSION_GROUPS } from './catalogue';
import { CATALOGUE_KEYS } from './catalogueKeys';
import { isKnownPermission } from './check';
import type { CatalogueKey } from './keys';

describe('the catalogue keys the permission checks know', () => {
  it('are exactly the keys the catalogue defines: rows, children, role-less and other keys', () => {
    const defined = new Set<string>([
      ...PERMISSION_GROUPS.flatMap((g) => g.permissions.flatMap((p) => [p.key, ...(p.childrenPermissions ?? [])])),
      ...NO_ROLE_KEYS,
      ...OTHER_PERMISSION_KEYS,
    ]);
    expect([...new Set<string>(CATALOGUE_KEYS)].sort()).toEqual([...defined].sort());
    expect(CATALOGUE_KEYS).toHaveLength(defined.size);
    for (const key of defined) expect(isKnownPermission(key), key).toBe(true);
    expect(isKnownPermission('UI_Nothing_View')).toBe(false);
  });

  it('name every catalogue key, so a key added to a group without this list does not compile', () => {
    expectTypeOf<Exclude<CatalogueKey, (typeof CATALOGUE_KEYS)[number]>>().toBeNever();
  });
});
