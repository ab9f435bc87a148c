import { describe, expect, it } from 'vitest';
import { LanguageStatus } from './dictionary-status';
import {
  languageStatusDisplay,
  marketplaceCategoryStatusDisplay,
  statusDisplay,
  trackingDomainRuleStatusDisplay,
  trackingDomainStatusDisplay,
  withStatusDisplay,
} from './status-display';
import { CampaignStatus } from './campaign';

describe('status display', () => {
  it('R208 / R209: tracking domain rows', () => {
    expect(trackingDomainStatusDisplay(1)).toEqual({ status_label: 'Active', statusClass: 'success' });
    expect(trackingDomainStatusDisplay(-1)).toEqual({ status_label: 'Deactivated', statusClass: 'danger' });
  });

  it('R200 / R202: language rows, in Russian too', () => {
    expect(languageStatusDisplay(-1)).toEqual({ status_label: 'Deactivated', statusClass: 'danger' });
    expect(languageStatusDisplay(1, 'ru')).toEqual({ status_label: 'Активен', statusClass: 'success' });
  });

  it('R226 / R227: marketplace category rows', () => {
    expect(marketplaceCategoryStatusDisplay(-1, 'ru')).toEqual({ status_label: 'Деактивирована', statusClass: 'danger' });
  });

  it('R214 / R215: tracking domain rule rows', () => {
    expect(trackingDomainRuleStatusDisplay(-1)).toEqual({ status_label: 'Deleted', statusClass: 'danger' });
    expect(trackingDomainRuleStatusDisplay(1)).toEqual({ status_label: 'Active', statusClass: 'success' });
  });

  it('works for any styled enum and marks unknown values neutral', () => {
    expect(statusDisplay(CampaignStatus, 3)).toEqual({ status_label: 'Suspended', statusClass: 'warning' });
    expect(statusDisplay(LanguageStatus, 7)).toEqual({ status_label: '7', statusClass: 'info' });
  });

  it('spreads the pair onto rows', () => {
    const rows = [{ id: 1, status: 1 }, { id: 2, status: -1 }].map(withStatusDisplay(LanguageStatus));
    expect(rows).toEqual([
      { id: 1, status: 1, status_label: 'Active', statusClass: 'success' },
      { id: 2, status: -1, status_label: 'Deactivated', statusClass: 'danger' },
    ]);
  });
});
