import { describe, expect, it } from 'vitest';
import {
  ActivityType,
  EmailStatus,
  PostbackIntegrationStatus,
  REGISTRATION_TYPE_PERMISSION,
  ROLE_SEGMENTS,
  UserStatus,
  UserType,
  isBanned,
  roleSegment,
  userTypeFromSegment,
} from './user';

describe('user enums', () => {
  it('R25 / R27: user types Admin 0, Manager 1, Affiliate 2, Advertiser 3 (our choice)', () => {
    expect(UserType.label(UserType.Affiliate, 'ru')).toBe('Партнёр');
  });

  it('R26: role segments admin, manager, affiliate, and the advertiser’s own (spec 4 §7)', () => {
    expect(ROLE_SEGMENTS).toEqual(['admin', 'manager', 'affiliate', 'advertiser']);
    expect(roleSegment(0)).toBe('admin');
    expect(roleSegment(1)).toBe('manager');
    expect(roleSegment(2)).toBe('affiliate');
    expect(roleSegment(3)).toBe('advertiser');
    expect(roleSegment('0')).toBeUndefined();
    expect(userTypeFromSegment('manager')).toBe(1);
    expect(userTypeFromSegment('advertiser')).toBe(3);
  });

  it('R281 / R266: user status ACTIVE success, INACTIVE danger; banned means Inactive', () => {
    expect(isBanned(UserStatus.Inactive)).toBe(true);
    expect(isBanned(UserStatus.Active)).toBe(false);
    expect(isBanned(undefined)).toBe(false);
  });

  it('R283: e-mail status Unconfirmed 0 danger, Confirmed 1 success, anything else warning', () => {
    expect(EmailStatus.style(2)).toBe('warning');
    expect(EmailStatus.style(null)).toBe('warning');
  });

  it('R331 / R332: registration type Open 1, Moderated 2, Closed 3 with their permission keys', () => {
    expect(REGISTRATION_TYPE_PERMISSION).toEqual({
      1: 'UI_Registration_Type_Open',
      2: 'UI_Registration_Type_Moderated',
      3: 'UI_Registration_Type_Closed',
    });
  });

  it('R285: postback integration NoPostback 0 red, ActivePostback 1 green, other yellow', () => {
    expect(PostbackIntegrationStatus.style(2)).toBe('warning');
  });

  it('R168: activity types with the spec labels', () => {
    expect(ActivityType.options().map((o) => o.name)).toEqual([
      'Login',
      'User created',
      'User updated',
      'User deleted',
      'Payout rule created',
      'Payout rule updated',
      'Payout rule deleted',
      'Invoice created',
    ]);
    expect(ActivityType.Login).toBe('login');
    expect(ActivityType.PayoutRuleDeleted).toBe('payout_rule_deleted');
  });
});
