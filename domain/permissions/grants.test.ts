import { describe, expect, it } from 'vitest';
import { WORKSPACE_FEATURES } from './features';
import { grantablePermissions, mayManagePermissionsOf, mayViewPermissionsOf, type PermissionEditor } from './grants';
import { configurableKeys } from './visibility';
import { fullPermissions } from './defaults';

const ALL = [...WORKSPACE_FEATURES];
const admin: PermissionEditor = { id: 1, userType: 0, permissions: fullPermissions('admin') };
const manager: PermissionEditor = {
  id: 2,
  userType: 1,
  permissions: ['UI_PermissionSettings_View', 'UI_PermissionSettings_ManageAffiliate', 'UI_Postback_View'],
};
const affiliate = { id: 6, userType: 2 };
const otherManager = { id: 3, userType: 1 };

describe('who may see a permission set', () => {
  it('everyone sees their own', () => {
    expect(mayViewPermissionsOf({ id: 6, userType: 2, permissions: [] }, affiliate)).toBe(true);
  });

  it('someone else’s needs UI_PermissionSettings_View; an admin’s needs the editor to be an admin', () => {
    expect(mayViewPermissionsOf(manager, affiliate)).toBe(true);
    expect(mayViewPermissionsOf({ ...manager, permissions: [] }, affiliate)).toBe(false);
    expect(mayViewPermissionsOf(manager, { id: 1, userType: 0 })).toBe(false);
    expect(mayViewPermissionsOf(admin, { id: 9, userType: 0 })).toBe(true);
  });
});

describe('who may change a permission set (R373–R377)', () => {
  it.each([
    [0, 'UI_PermissionSettings_ManageAdmin'],
    [1, 'UI_PermissionSettings_ManageManager'],
    [2, 'UI_PermissionSettings_ManageAffiliate'],
    [3, 'UI_PermissionSettings_ManageAdvertiser'],
  ])('a user of type %i needs %s', (userType, key) => {
    const target = { id: 50, userType };
    const editor = { id: 1, userType: 0, permissions: ['UI_PermissionSettings_View', key] };
    expect(mayManagePermissionsOf(editor, target)).toBe(true);
    expect(mayManagePermissionsOf({ ...editor, permissions: ['UI_PermissionSettings_View'] }, target)).toBe(false);
    expect(grantablePermissions({ ...editor, permissions: ['UI_PermissionSettings_View'] }, target, ALL)).toEqual([]);
  });

  it('a manager can never manage managers, so their own view is read-only', () => {
    expect(mayManagePermissionsOf(manager, otherManager)).toBe(false);
    expect(grantablePermissions(manager, { id: 2, userType: 1 }, ALL)).toEqual([]);
  });
});

describe('what an editor may grant (GET allowed)', () => {
  it('an admin with every key may grant every checkbox of the target role', () => {
    expect(grantablePermissions(admin, { id: 2, userType: 1 }, ALL).sort()).toEqual(configurableKeys('manager').sort());
  });

  it('nothing of a switched-off feature', () => {
    const features = ALL.filter((f) => f !== 'postback_management');
    expect(grantablePermissions(admin, affiliate, features)).not.toContain('UI_Postback_View');
    expect(grantablePermissions(admin, affiliate, ALL)).toContain('UI_Postback_View');
  });

  it('no key the editor’s role could hold but the editor lacks', () => {
    const granted = grantablePermissions(manager, affiliate, ALL);
    expect(granted).toContain('UI_Postback_View');
    expect(granted).not.toContain('UI_Postback_Manage');
    expect(granted).not.toContain('UI_Billing_View');
    // affiliate-only keys are not escalation for a manager
    expect(granted).toEqual(expect.arrayContaining(['UI_Order_Sum', 'UI_Reports_Basic']));
  });

  it('an admin editing themselves cannot drop their own permission-settings keys', () => {
    const own = grantablePermissions(admin, { id: 1, userType: 0 }, ALL);
    expect(own).not.toContain('UI_PermissionSettings_View');
    expect(own).not.toContain('UI_PermissionSettings_ManageAdmin');
    expect(own).toContain('UI_Postback_View');
  });
});
