import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS } from './catalogue';
import { hasAllPermissions, hasPermission, isKnownPermission, KNOWN_PERMISSION_KEYS, permissionCheck } from './check';
import { DERIVED_KEYS } from './keys';

describe('permission check (R334, R336, R337)', () => {
  it('answers true for a held key and false for one not held', () => {
    expect(hasPermission(['UI_Postback_View'], 'UI_Postback_View')).toBe(true);
    expect(hasPermission(['UI_Postback_View'], 'UI_Postback_Manage')).toBe(false);
    expect(hasPermission(null, 'UI_Postback_View')).toBe(false);
    expect(hasPermission(undefined, 'UI_Postback_View')).toBe(false);
  });

  it('answers false for an unknown name even when it is in the list', () => {
    // @ts-expect-error a name the catalogue does not know does not compile either (PermissionKey)
    expect(hasPermission(['nope'], 'nope')).toBe(false);
    // @ts-expect-error as above
    expect(hasPermission(['toString'], 'toString')).toBe(false);
    expect(isKnownPermission(42)).toBe(false);
  });

  it('registers every key of every settings list and grants each only when held', () => {
    const listed = PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => p.key));
    for (const key of listed) {
      expect(isKnownPermission(key)).toBe(true);
      expect(hasPermission([key], key)).toBe(true);
      expect(hasPermission(listed.filter((k) => k !== key), key)).toBe(false);
    }
  });

  it('knows the derived CUSTOM_* keys', () => {
    for (const key of DERIVED_KEYS) expect(KNOWN_PERMISSION_KEYS.has(key)).toBe(true);
  });

  it('checks several keys at once, and binds a list', () => {
    expect(hasAllPermissions(['UI_Logs_View', 'UI_CRG_View'], ['UI_Logs_View', 'UI_CRG_View'])).toBe(true);
    expect(hasAllPermissions(['UI_Logs_View'], ['UI_Logs_View', 'UI_CRG_View'])).toBe(false);
    expect(hasAllPermissions([], [])).toBe(true);
    const can = permissionCheck(['UI_Logs_View']);
    expect(can('UI_Logs_View')).toBe(true);
    expect(can('UI_CRG_View')).toBe(false);
  });
});
