import { describe, expect, it } from 'vitest';
import { affiliateRowDisplay, isLink, postbacksPath, requestRowDisplay, userStatusDisplay } from './display';

describe('link rule', () => {
  it('links every row for an administrator', () => {
    expect(isLink(0, 2)).toBe(true);
    expect(isLink(0, null)).toBe(true);
  });
  it('links for others only when the inviter is a manager', () => {
    expect(isLink(1, 1)).toBe(true);
    expect(isLink(1, 0)).toBe(false);
    expect(isLink(1, 2)).toBe(false);
    expect(isLink(2, null)).toBe(false);
  });
});

describe('affiliate row display', () => {
  const row = { id: 7, status_id: 0, integration_status: 1, invited_by_workspace_role_id: 1, commission_type_id: 2 };
  it('derives every display field', () => {
    expect(affiliateRowDisplay(row, 1)).toEqual({
      isBanned: true,
      postbacksLink: '/d/user-operations/affiliates/7/postbacks',
      isLink: true,
      status_label: 'Active postback',
      statusClass: 'success',
      status_id_label: 'Inactive',
      statusIdClass: 'danger',
      commission_type_name: 'CPL',
    });
  });
  it('falls back to warning for an unknown postback status and speaks Russian', () => {
    const d = affiliateRowDisplay({ ...row, status_id: 1, integration_status: 5 }, 2, 'ru');
    expect(d).toMatchObject({ isBanned: false, statusClass: 'warning', status_id_label: 'Активен', statusIdClass: 'success', isLink: true });
    expect(affiliateRowDisplay({ ...row, integration_status: 0, invited_by_workspace_role_id: 0 }, 1)).toMatchObject({ statusClass: 'danger', isLink: false });
  });
  it('builds the postbacks path', () => expect(postbacksPath(12)).toBe('/d/user-operations/affiliates/12/postbacks'));
});

describe('status and request display', () => {
  it('marks Inactive as banned in danger', () => {
    expect(userStatusDisplay(0)).toEqual({ isBanned: true, status_label: 'Inactive', statusClass: 'danger' });
    expect(userStatusDisplay(1)).toEqual({ isBanned: false, status_label: 'Active', statusClass: 'success' });
  });
  it('colours lead, integration and e-mail status', () => {
    const d = requestRowDisplay({ lead_status: 'declined', user_integration_status: 'live', is_email_confirmed: 3, invited_by_workspace_role_id: null }, 0);
    expect(d).toMatchObject({ isLink: true, leadStatusClass: 'danger', userIntegrationStatusClass: 'success', emailStatusClass: 'warning' });
    expect(requestRowDisplay({ lead_status: 'emailed', user_integration_status: 'banned', is_email_confirmed: 0, invited_by_workspace_role_id: 2 }, 1)).toMatchObject({
      isLink: false,
      leadStatusClass: 'warning',
      userIntegrationStatusClass: 'danger',
      emailStatusClass: 'danger',
    });
  });
});
