import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { offers, trackingDomains, users } from '../../server/db/schema';
import { newClickId, type ClickRecord } from '../../server/modules/tracker/clickRecord';
import { writeClicks } from '../../server/modules/tracker/clickStore';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The traffic report and the click log against the real API (MSW → server app → this file's database).
const harness = setupRoleAppHarness();

/** A few clicks of the demo affiliate a minute ago, marked by their sub-ids. */
beforeAll(async () => {
  const db = harness.testApp.database.db;
  const [affiliate] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  const [offer] = await db.select().from(offers).orderBy(asc(offers.id)).limit(1);
  const [domain] = await db.select().from(trackingDomains).limit(1);
  const at = new Date(Date.now() - 60_000).toISOString();
  const click = (p1: string, p2: string, i: number): ClickRecord =>
    ({
      click_id: newClickId(),
      clicked_at: at,
      offer_id: offer!.id,
      affiliate_id: affiliate!.id,
      manager_id: affiliate!.managerId ?? 0,
      tracking_domain_id: domain!.id,
      p1,
      p2,
      ...Object.fromEntries(['p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'].map((p) => [p, null])),
      ip: `192.0.2.${i + 1}`,
      country: 'DE',
      device_type: 1,
      os: 'Android',
      browser: 'Chrome',
      referrer: '',
      refusal: null,
    }) as ClickRecord;
  await writeClicks(db, [click('ui-banner', 'ui-a', 0), click('ui-banner', 'ui-b', 1), click('ui-banner', 'ui-b', 2), click('ui-popup', 'ui-a', 3)]);
});

describe('traffic report', () => {
  it('groups by p1, drills into a row by p2 with its filter shown, and removes the filter again', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/traffic-report');
    const table = await screen.findByRole('table', { name: 'Traffic report' });
    expect(within(table).getByRole('columnheader', { name: 'Clicks' })).toBeInTheDocument();
    expect(within(table).getByText('Total')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(await screen.findByRole('option', { name: 'p1' }));
    const banner = await screen.findByRole('row', { name: /Open ui-banner/ });
    // the key, then Clicks
    expect(within(banner).getAllByRole('cell')[1]).toHaveTextContent(/^3$/);

    await user.click(banner);
    expect(await screen.findByText('p1: ui-banner')).toBeInTheDocument();
    const b = await screen.findByRole('row', { name: /Open ui-b:/ });
    expect(within(b).getAllByRole('cell')[1]).toHaveTextContent(/^2$/);
    expect(screen.queryByRole('row', { name: /Open ui-popup/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.queryByText('p1: ui-banner')).toBeNull());
  });

  it('shows an affiliate no revenue and no advertiser dimension', async () => {
    const user = userEvent.setup();
    await harness.renderApp('affiliate', '/traffic-report');
    const table = await screen.findByRole('table', { name: 'Traffic report' });
    expect(within(table).queryByRole('columnheader', { name: 'Revenue' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Commission' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    expect(await screen.findByRole('option', { name: 'Offer' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Advertiser' })).toBeNull();
  });
});

describe('click log', () => {
  it('lists the clicks with a sub-id filter', async () => {
    await harness.renderApp('manager', '/click-log?filter=%7B%22period_type%22%3A%22this_month%22%2C%22p1%22%3A%22ui-popup%22%7D');
    // read afresh: the list's loading placeholder is another table than the one its rows arrive in
    const table = () => screen.getByRole('table');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(within(table()).getByText('ui-popup')).toBeInTheDocument();
    expect(within(table()).getByText('192.0.2.4')).toBeInTheDocument();
  });
});

describe('click log paging', () => {
  it('pages without a total: previous and next, the last page has no next', async () => {
    const user = userEvent.setup();
    await harness.renderApp('manager', '/click-log?filter=%7B%22period_type%22%3A%22this_month%22%2C%22p1%22%3A%22ui-banner%22%7D&perPage=2');
    // read afresh: the list's loading placeholder is another table than the one its rows arrive in
    const table = () => screen.getByRole('table');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByText('1-2 of more than 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });
});

describe('global report', () => {
  it('shows a manager the network report by the dimensions that name no affiliate', async () => {
    const user = userEvent.setup();
    await harness.renderApp('manager', '/global-report');
    const table = await screen.findByRole('table', { name: 'Traffic report' });
    expect(within(table).getByText('Total')).toBeInTheDocument();
    expect(screen.getAllByText('Global report').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    expect(await screen.findByRole('option', { name: 'Country' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Affiliate' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'p1' })).toBeNull();
  });
});
