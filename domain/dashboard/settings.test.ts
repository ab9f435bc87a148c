import { describe, expect, it } from 'vitest';
import { PerformanceBy } from '../enums/dashboard';
import {
  defaultDashboardSettings,
  isWidgetVisible,
  mergeDashboardSettings,
  performanceOption,
  sortParam,
  viewsOf,
  widgetSettingsOf,
  type WidgetSettings,
} from './settings';
import { availableWidgets, DASHBOARD_IDS, widgetsOf } from './widgets';

const admin = defaultDashboardSettings(widgetsOf('admin'));

describe('widget registry', () => {
  it('prefixes ids ATL_ for admins, AM_ for managers and Aff_ for affiliates', () => {
    expect(widgetsOf('admin').every((w) => w.id.startsWith('ATL_'))).toBe(true);
    expect(widgetsOf('manager').every((w) => w.id.startsWith('AM_'))).toBe(true);
    expect(widgetsOf('affiliate').every((w) => w.id.startsWith('Aff_'))).toBe(true);
    expect(DASHBOARD_IDS).toEqual({ admin: 'ATL_Dashboard', manager: 'AM_Dashboard', affiliate: 'Aff_Dashboard', advertiser: 'Adv_Dashboard' });
  });

  it('has the widgets of spec 1 §2 per role', () => {
    expect(widgetsOf('admin').map((w) => w.id)).toEqual([
      'ATL_Profit', 'ATL_Revenue', 'ATL_Commission', 'ATL_Clicks', 'ATL_Leads', 'ATL_Sales', 'ATL_ConversionRate', 'ATL_Roi', 'ATL_Epc',
      'ATL_Countries', 'ATL_Managers', 'ATL_OfferGroupsLanguages', 'ATL_AffiliateTraffic', 'ATL_Affiliates', 'ATL_OnHold', 'ATL_InvoicedProfit', 'ATL_LeadDistribution', 'ATL_ContactToday',
    ]);
    expect(widgetsOf('manager').map((w) => w.id)).toEqual([
      'AM_Profit', 'AM_Revenue', 'AM_Commission', 'AM_Clicks', 'AM_Leads', 'AM_Sales', 'AM_ConversionRate', 'AM_Roi', 'AM_Epc',
      'AM_Affiliates', 'AM_Countries', 'AM_OfferGroupsLanguages', 'AM_OnHold', 'AM_LeadDistribution', 'AM_ContactToday',
    ]);
    expect(widgetsOf('affiliate').map((w) => w.id)).toEqual([
      'Aff_Commission', 'Aff_PersonalManager', 'Aff_Clicks', 'Aff_Leads', 'Aff_Sales', 'Aff_ClRate', 'Aff_ConversionRate', 'Aff_Epc',
      'Aff_Profit', 'Aff_BillingInfo', 'Aff_PendingPayouts', 'Aff_LeadDistribution',
    ]);
  });

  it('hides the admin affiliates widget and the pending payouts by default; every other affiliate widget is visible', () => {
    expect(admin.Visible.ATL_Affiliates).toBeUndefined();
    expect(isWidgetVisible(admin, widgetsOf('admin').find((w) => w.id === 'ATL_Affiliates')!)).toBe(false);
    const affiliate = defaultDashboardSettings(widgetsOf('affiliate'));
    expect(Object.keys(affiliate.Visible)).toEqual(widgetsOf('affiliate').filter((w) => w.id !== 'Aff_PendingPayouts').map((w) => w.id));
    expect(Object.values(affiliate.Visible).every(Boolean)).toBe(true);
  });

  it('leaves the revenue widgets out where revenue is hidden', () => {
    expect(availableWidgets('manager', false).map((w) => w.id)).not.toEqual(expect.arrayContaining(['AM_Revenue']));
    expect(availableWidgets('manager', false).some((w) => ['AM_Profit', 'AM_Roi'].includes(w.id))).toBe(false);
    // the call list's widget only for holders of UI_ContactToday_Widget
    expect(availableWidgets('manager', true).map((w) => w.id)).not.toContain('AM_ContactToday');
    expect(availableWidgets('manager', true, ['UI_ContactToday_Widget']).map((w) => w.id)).toContain('AM_ContactToday');
  });
});

describe('default settings', () => {
  it('is keyed by widget id plus Visible, each block with a version (1 or 2) and a label', () => {
    expect(Object.keys(admin)).toEqual(['Visible', ...widgetsOf('admin').map((w) => w.id)]);
    for (const w of widgetsOf('admin')) {
      const block = widgetSettingsOf(admin, w.id);
      expect([1, 2]).toContain(block.version);
      expect(block.label).toBe(w.label.en);
    }
  });

  it('sorts table widgets by sale_count, Top, performance by epc or sale_count', () => {
    for (const id of ['ATL_Countries', 'ATL_Managers', 'ATL_OfferGroupsLanguages', 'ATL_AffiliateTraffic']) {
      const block = widgetSettingsOf(admin, id);
      expect(block).toMatchObject({ sort: 'sale_count', sort_direction: '-' });
      expect(['epc', 'sale_count']).toContain(block.performance_by);
    }
    expect(widgetSettingsOf(admin, 'ATL_Countries')).toMatchObject({ version: 2, type: 'Map' });
  });
});

describe('mergeDashboardSettings', () => {
  it('keeps the stored Visible map as it is', () => {
    const merged = mergeDashboardSettings({ Visible: { ATL_Profit: false } }, admin);
    expect(merged.Visible).toEqual({ ATL_Profit: false });
    // an id the stored map does not name falls back to the default list
    expect(isWidgetVisible(merged, { id: 'ATL_Revenue', byDefault: true })).toBe(true);
    expect(isWidgetVisible(merged, { id: 'ATL_Profit', byDefault: true })).toBe(false);
  });

  it('merges a stored block over its default when the versions match', () => {
    const merged = mergeDashboardSettings({ ATL_Managers: { version: 1, sort: 'epc', in_favorite: true } }, admin);
    expect(widgetSettingsOf(merged, 'ATL_Managers')).toEqual({ ...widgetSettingsOf(admin, 'ATL_Managers'), sort: 'epc', in_favorite: true });
  });

  it('uses the default when the stored version differs (stored v1 against default v2)', () => {
    const stale: WidgetSettings = { version: 1, label: 'Countries', type: 'table', sort: 'epc' };
    expect(widgetSettingsOf(mergeDashboardSettings({ ATL_Countries: stale }, admin), 'ATL_Countries')).toEqual(widgetSettingsOf(admin, 'ATL_Countries'));
  });

  it('drops blocks of unknown widgets and survives garbage', () => {
    const merged = mergeDashboardSettings({ Gone: { version: 1, label: 'x' } }, admin);
    expect(merged).not.toHaveProperty('Gone');
    expect(mergeDashboardSettings('nonsense', admin)).toEqual(admin);
    expect(mergeDashboardSettings(null, admin)).toEqual(admin);
  });
});

describe('sorting and views', () => {
  it("builds the request's sort from the direction: Top '-', Bottom ''", () => {
    expect(sortParam({ sort: 'epc', sort_direction: '-' })).toBe('-epc');
    expect(sortParam({ sort: 'epc', sort_direction: '' })).toBe('epc');
    expect(sortParam({})).toBe('-sale_count');
  });

  it('maps performance-by values onto the nine options', () => {
    expect(PerformanceBy.values).toEqual(['epc', 'click_count', 'ftd_count', 'revshare_count', 'system_profit', 'income_benchmark', 'cr', 'roi', 'cl_rate']);
    expect(performanceOption('sale_count')).toBe('ftd_count');
    expect(performanceOption('roi')).toBe('roi');
    expect(performanceOption('nonsense')).toBeUndefined();
  });

  it('offers the map only to the countries widget', () => {
    const [countries, managers] = ['ATL_Countries', 'ATL_Managers'].map((id) => widgetsOf('admin').find((w) => w.id === id)!);
    expect(viewsOf(countries!)).toEqual(['table', 'chart', 'Map']);
    expect(viewsOf(managers!)).toEqual(['table', 'chart']);
  });
});
