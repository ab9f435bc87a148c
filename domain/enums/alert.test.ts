import { describe, expect, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import {
  AlertPriority,
  AlertStatus,
  AlertType,
  ContactTodayPriority,
  ContactTodayReason,
  ContactTodayStatus,
  normalizeContactTodayReason,
} from './alert';

describe('alert and contact-today enums', () => {
  it('R144–R146: alert priority, type and status', () => {
    expectEnum(AlertPriority, [
      ['Low', 0],
      ['Medium', 1],
      ['High', 2],
    ]);
    expectEnum(AlertType, [['Notification', 1]]);
    expectEnum(AlertStatus, [
      ['New', 0],
      ['Read', 1],
    ]);
  });

  it('R147 / R148: contact-today priority and status start at 1', () => {
    expectEnum(ContactTodayPriority, [
      ['Low', 1],
      ['Medium', 2],
      ['High', 3],
    ]);
    expectEnum(ContactTodayStatus, [
      ['New', 1],
      ['CallAgain', 2],
      ['Resolved', 3],
    ]);
  });

  it('R149: contact-today reasons, in the spec order', () => {
    expect(ContactTodayReason.values).toEqual([
      'no_lead_24h',
      'no_ftd_24h',
      'ctl_increase_24h',
      'cr_increase_24h',
      'epc_increase_24h',
      'ctl_decrease_24h',
      'cr_decrease_24h',
      'epc_decrease_24h',
      'no_traffic_24h',
      'new_geo_started_click',
      'new_geo_started_lead',
      'traffic_on_weekend',
      '{hash}',
      'active_affiliate_increase',
      'active_affiliate_decrease',
      'new_affiliate_increase',
      'unresolved_critical_alerts',
      'expired_payment_date',
      'first_campaign_started',
      'weekly_ftd_compare',
      'weekly_epc_compare',
      'monthly_ftd_compare',
      'monthly_epc_compare',
    ]);
  });

  it.each([
    // R150 red: no lead / FTD / traffic, decreases, negative lead status, fewer active affiliates, critical alerts
    ['no_lead_24h', 'danger'],
    ['no_ftd_24h', 'danger'],
    ['no_traffic_24h', 'danger'],
    ['ctl_decrease_24h', 'danger'],
    ['cr_decrease_24h', 'danger'],
    ['epc_decrease_24h', 'danger'],
    ['{hash}', 'danger'],
    ['active_affiliate_decrease', 'danger'],
    ['unresolved_critical_alerts', 'danger'],
    // R151 green: increases
    ['ctl_increase_24h', 'success'],
    ['cr_increase_24h', 'success'],
    ['epc_increase_24h', 'success'],
    ['active_affiliate_increase', 'success'],
    // R152 orange: new geo, weekend, new affiliates, payment date, first campaign, compares
    ['new_geo_started_click', 'warning'],
    ['new_geo_started_lead', 'warning'],
    ['traffic_on_weekend', 'warning'],
    ['new_affiliate_increase', 'warning'],
    ['expired_payment_date', 'warning'],
    ['first_campaign_started', 'warning'],
    ['weekly_ftd_compare', 'warning'],
    ['weekly_epc_compare', 'warning'],
    ['monthly_ftd_compare', 'warning'],
    ['monthly_epc_compare', 'warning'],
  ])('R150–R152: %s is %s', (reason, style) => {
    expect(ContactTodayReason.style(reason)).toBe(style);
  });

  it('treats a hash-keyed reason as a negative lead status', () => {
    expect(ContactTodayReason.style('5f2b9c0e')).toBe('danger');
    expect(normalizeContactTodayReason('5f2b9c0e')).toBe('{hash}');
    expect(normalizeContactTodayReason('no_lead_24h')).toBe('no_lead_24h');
    expect(ContactTodayReason.label(normalizeContactTodayReason('5f2b9c0e'))).toBe('Negative lead status');
  });
});
