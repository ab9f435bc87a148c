import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertEvents } from '../../server/modules/traffic/trafficRepository';
import { fixturePeople } from '../../server/modules/dashboard/fixture.test-utils';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The per-role dashboards against the real API (MSW → server app) over a few events written today.
const harness = setupRoleAppHarness();

beforeAll(async () => {
  const db = harness.testApp.database.db;
  const p = await fixturePeople(db);
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  await insertEvents(db, [
    ...Array.from({ length: 5 }, (_, i) => ({ occurredAt: at(1 + i), kind: 'click' as const, affiliateId: p.affiliate.id, offerId: p.offers[0]!.id, country: 'US' })),
    { occurredAt: at(2), kind: 'lead', affiliateId: p.affiliate.id, offerId: p.offers[0]!.id, country: 'US', commission: 4, revenue: 9 },
    { occurredAt: at(3), kind: 'sale', affiliateId: p.otherManager.id, offerId: p.offers[1]!.id, country: 'DE', commission: 150, revenue: 400 },
  ]);
});

const api = async (role: string, path: string) => {
  const res = await harness.testApp.call('POST', `/api/${role}/dashboard/${path}`, { cookie: await harness.testApp.cookieFor(role), body: {} });
  return (await res.json()).data;
};

describe('the admin dashboard', () => {
  it('shows the default widgets with the API’s figures, and no affiliates widget (R409–R422)', async () => {
    await harness.renderApp('admin');
    for (const id of ['ATL_Profit', 'ATL_Revenue', 'ATL_Commission', 'ATL_Clicks', 'ATL_Leads', 'ATL_Sales', 'ATL_ConversionRate', 'ATL_Roi', 'ATL_Epc', 'ATL_Countries', 'ATL_Managers', 'ATL_OfferGroupsLanguages', 'ATL_AffiliateTraffic']) {
      expect(await screen.findByTestId(`widget-${id}`)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('widget-ATL_Affiliates')).toBeNull();
    const profit = (await api('admin', 'measure/profit-chart')).total;
    await waitFor(() => expect(screen.getByTestId('total-ATL_Profit')).toHaveAttribute('data-value', String(profit)));
    expect(profit).toBe(255);
    // each widget loads its own figures: the clicks may arrive after the profit
    await waitFor(() => expect(screen.getByTestId('total-ATL_Clicks')).toHaveAttribute('data-value', '5'));
    expect(screen.getByRole('button', { name: 'Daily report' })).toBeInTheDocument();
  });

  it('hides a widget through the modal, saved with the Visible map (R457, R460)', async () => {
    await harness.renderApp('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Widgets' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'ROI' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('widget-ATL_Roi')).toBeNull());
    const res = await harness.testApp.call('GET', '/api/admin/me/ui-settings', { cookie: await harness.testApp.cookieFor('admin') });
    expect((await res.json()).data.dashboard_settings.ATL_Dashboard.Visible).toMatchObject({ ATL_Roi: false, ATL_Profit: true });
  });
});

describe('rankings', () => {
  it('switches the countries widget between map, chart and table, and keeps the view (R448, R468, R469)', async () => {
    await harness.renderApp('admin');
    const countries = await screen.findByTestId('widget-ATL_Countries');
    expect(await within(countries).findByTestId('countries-map')).toBeInTheDocument();
    await userEvent.click(within(countries).getByRole('button', { name: 'Table' }));
    const cells = await within(countries).findAllByRole('cell', { name: /./ });
    expect(cells.length).toBeGreaterThan(0);
    // a fresh table is sorted by sales, highest first
    const sales = [...countries.querySelectorAll('td[data-field="sale_count"]')].map((td) => Number(td.getAttribute('data-value')));
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(within(countries).getByRole('columnheader', { name: /Sales/ })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(async () => {
      const res = await harness.testApp.call('GET', '/api/admin/me/ui-settings', { cookie: await harness.testApp.cookieFor('admin') });
      expect((await res.json()).data.dashboard_settings.ATL_Dashboard.ATL_Countries).toMatchObject({ version: 2, type: 'table' });
    });
  });
});

describe('the manager and affiliate dashboards', () => {
  it('shows the manager’s widgets with the affiliates funnel (R423–R434, R449)', async () => {
    await harness.renderApp('manager');
    for (const id of ['AM_Profit', 'AM_Revenue', 'AM_Commission', 'AM_Clicks', 'AM_Leads', 'AM_Sales', 'AM_ConversionRate', 'AM_Roi', 'AM_Epc', 'AM_Affiliates', 'AM_Countries', 'AM_OfferGroupsLanguages']) {
      expect(await screen.findByTestId(`widget-${id}`)).toBeInTheDocument();
    }
    const funnel = screen.getByTestId('widget-AM_Affiliates');
    expect(within(funnel).getAllByRole('tab').map((t) => t.textContent)).toEqual(['New', 'Pending', 'Approved', 'Active']);
    // the sale was made by another manager's affiliate
    await waitFor(() => expect(screen.getByTestId('total-AM_Sales')).toHaveAttribute('data-value', '0'));
  });

  it('shows the affiliate’s widgets, their manager and billing info, without pending payouts (R435–R447)', async () => {
    await harness.renderApp('affiliate');
    for (const id of ['Aff_Commission', 'Aff_PersonalManager', 'Aff_Clicks', 'Aff_Leads', 'Aff_Sales', 'Aff_ClRate', 'Aff_ConversionRate', 'Aff_Epc', 'Aff_Profit', 'Aff_BillingInfo']) {
      expect(await screen.findByTestId(`widget-${id}`)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('widget-Aff_PendingPayouts')).toBeNull();
    expect(await within(screen.getByTestId('widget-Aff_PersonalManager')).findByText('manager@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('total-Aff_Profit')).toHaveAttribute('data-value', '4'));
    expect(await within(screen.getByTestId('widget-Aff_BillingInfo')).findByText('CPA')).toBeInTheDocument();
    expect(screen.queryByText('Revenue')).toBeNull();
    // pending payouts can be turned on
    await userEvent.click(screen.getByRole('button', { name: 'Widgets' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Pending payouts' })).not.toBeChecked();
  });
});
