import { describe, expect, it } from 'vitest';
import { hasPermission, KNOWN_PERMISSION_KEYS } from '../../domain/permissions/check';
import type { PermissionKey } from '../../domain/permissions/keys';
import { canAccess, type AccessRule } from '../../providers/canAccess';
import type { Access } from '../../server/http/types';

// A permission key is a `PermissionKey`, read off the catalogue in domain/permissions, on
// both sides. `npm run typecheck` compiles this file: each `@ts-expect-error` below fails the
// typecheck the day a misspelt key compiles.

describe('permission keys are typed from the catalogue', () => {
  it('a server access rule, a screen rule and a check refuse a misspelt key at compile time', () => {
    // @ts-expect-error 'UI_Billing_Veiw' is not in the catalogue
    const server: Access = { kind: 'roles', roles: ['admin'], permission: 'UI_Billing_Veiw' };
    // @ts-expect-error one misspelt key in a list is enough
    const screen: AccessRule = { roles: ['admin'], permission: ['UI_Billing_View', 'UI_Biling_ManagePayouts'] };
    // @ts-expect-error the check takes catalogue keys only
    const held = hasPermission(['UI_Billing_View'], 'UI_Billing_view');
    // and at run time the misspelt names are still unknown, so nobody holds them
    expect(held).toBe(false);
    expect(canAccess(['UI_Billing_View', 'UI_Billing_ManagePayouts'], { resource: 'x', action: 'list' }, 'admin', { x: { list: screen } })).toBe(false);
    expect(server.kind === 'roles' && server.permission).toBe('UI_Billing_Veiw');
  });

  it('every key of the type is a key the checks know, the template-built billing keys included', () => {
    const keys: PermissionKey[] = ['UI_Billing_ManagePayouts', 'UI_ClickBilling_RestorePayments', 'UI_PayoutRules_Manage', 'CUSTOM_UI_Admin', 'UI_Capacity', 'UI_LeadStatus_View'];
    for (const key of keys) expect(KNOWN_PERMISSION_KEYS.has(key), key).toBe(true);
  });
});
