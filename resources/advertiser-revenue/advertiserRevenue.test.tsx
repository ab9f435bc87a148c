import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversions, offerGroups, offers, users } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Revenue vs invoiced (spec 4 §7) against the real API: an advertiser with two approved
// conversions in May 2024, the first half of the month invoiced; and the dashboard's card.
const harness = setupRoleAppHarness();

beforeAll(async () => {
  const db = harness.testApp.database.db;
  const groupId = (await db.select({ id: offerGroups.id }).from(offerGroups).limit(1))[0]!.id;
  const affiliateId = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@example.com')))[0]!.id;
  const [advertiser] = await db.insert(users).values({ email: 'adv-revenue@example.com', passwordHash: 'x', userType: 3, firstName: 'Rhea', lastName: 'Venue' }).returning({ id: users.id });
  const [offer] = await db.insert(offers).values({ name: 'Revenue offer', offerGroupId: groupId, advertiserId: advertiser!.id, status: 1, access: 4 }).returning({ id: offers.id });
  const conversion = (day: string, revenue: string, commission: string) =>
    db.insert(conversions).values({
      clickId: randomUUID(),
      clickedAt: new Date(`${day}T12:00:00Z`),
      createdAt: new Date(`${day}T12:00:00Z`),
      offerId: offer!.id,
      affiliateId,
      advertiserId: advertiser!.id,
      country: 'US',
      action: 3,
      payable: 1,
      revenue,
      commission,
    });
  await conversion('2024-05-03', '150.25', '40.00');
  await conversion('2024-05-20', '60.00', '15.00');
  await harness.api('POST', '/advertiser-billing/invoices', { advertiser_id: advertiser!.id, period_start: '2024-05-01', period_end: '2024-05-16' });
});

describe('revenue vs invoiced', () => {
  it('shows each advertiser’s approved, invoiced and not yet invoiced revenue, the commission and the profit on what was invoiced', async () => {
    const may = encodeURIComponent(JSON.stringify({ period_start: '2024-05-01', period_end: '2024-06-01' }));
    await harness.renderApp('admin', `/advertiser-revenue?filter=${may}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Revenue vs invoiced' })).toBeInTheDocument();
    expect(screen.getByLabelText('Period from')).toHaveValue('2024-05-01');
    const row = await screen.findByRole('row', { name: /Rhea Venue/ });
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Rhea Venue', '$210.25', '$150.25', '$60.00', '$55.00', '$95.25']);
    expect(screen.getByRole('columnheader', { name: 'Profit on invoiced' })).toBeInTheDocument();
  });

  it('the admin dashboard’s Invoiced profit card shows the server’s sums for the period and opens the screen', async () => {
    const res = await harness.testApp.call('POST', '/api/admin/dashboard/invoiced-profit', { cookie: await harness.testApp.cookieFor('admin'), body: { period_type: 'today' } });
    const expected = (await res.json()).data as { enabled: boolean; profit: string };
    expect(expected.enabled).toBe(true);
    await harness.renderApp('admin');
    const widget = await screen.findByTestId('widget-ATL_InvoicedProfit', {}, { timeout: 60_000 });
    expect(within(widget).getByRole('heading', { name: 'Invoiced profit' })).toBeInTheDocument();
    await waitFor(() => expect(within(widget).getByTestId('invoiced-profit')).toHaveAttribute('data-value', expected.profit), { timeout: 30_000 });
    expect(within(widget).getByText('Invoiced to advertisers')).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Revenue vs invoiced by advertiser' })).toHaveAttribute('href', '/admin/d/advertiser-revenue');
  }, 120_000);
});
