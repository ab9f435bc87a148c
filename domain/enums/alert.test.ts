import { describe, expect, it } from 'vitest';
import { ContactTodayReason, normalizeContactTodayReason } from './alert';

describe('alert and contact-today enums', () => {
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
