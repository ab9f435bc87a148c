import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads, offers, users } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The click-type columns of the traffic report (spec 4 §1) against the real API: the screen's
// totals are the server's, in the viewer's scope.
const harness = setupRoleAppHarness();

const COLUMNS = [
  ['click_count', 'Clicks'],
  ['received_lead_count', 'Leads received'],
  ['lead_ftd_count', 'Lead FTDs'],
  ['validation_failed_count', 'Validation failed'],
  ['registration_failed_count', 'Registration failed'],
] as const;

beforeAll(async () => {
  const db = harness.testApp.database.db;
  const [mine] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  const [theirs] = await db.select().from(users).where(eq(users.email, 'affiliate3@example.com'));
  const [offer] = await db.select().from(offers).orderBy(asc(offers.id)).limit(1);
  const now = new Date(Date.now() - 1000);
  const lead = (affiliateId: number, status: string) => ({ id: randomUUID(), offerId: offer!.id, affiliateId, status, country: 'DE', createdAt: now, ftdAt: status === 'FTD' ? now : null });
  await db.insert(leads).values([lead(mine!.id, 'FTD'), lead(mine!.id, 'VALIDATION_FAILED'), lead(mine!.id, 'REGISTRATION_FAILED'), lead(theirs!.id, 'REGISTRATION_FAILED')]);
});

async function serverTotal(role: 'admin' | 'manager') {
  const res = await harness.testApp.call('POST', `/api/${role}/reports/traffic`, { cookie: await harness.testApp.cookieFor(role), body: { period_type: 'this_month', group_by: ['date'] } });
  return (await res.json()).data.total as Record<string, number>;
}

describe('the traffic report’s click types', () => {
  it.each(['admin', 'manager'] as const)('shows the %s a column per click type whose totals are the server’s', async (role) => {
    const expected = await serverTotal(role);
    expect(expected.registration_failed_count).toBeGreaterThanOrEqual(role === 'admin' ? 2 : 1);
    await harness.renderApp(role, '/traffic-report');
    const table = await screen.findByRole('table', { name: 'Traffic report' }, { timeout: 60_000 });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    const totalRow = within(table).getByText('Total').closest('tr')!;
    for (const [measure, label] of COLUMNS) {
      const at = headers.indexOf(label);
      expect(at, label).toBeGreaterThan(0);
      // the totals row's first cell spans the one group-by column
      await waitFor(() => expect(within(totalRow).getAllByRole('cell')[at]).toHaveTextContent(new RegExp(`^${expected[measure]!.toLocaleString('en')}$`)));
    }
  }, 120_000);

  it('the manager’s totals leave out another manager’s affiliates’ leads', async () => {
    const [admin, manager] = [await serverTotal('admin'), await serverTotal('manager')];
    expect(manager.registration_failed_count).toBeLessThan(admin.registration_failed_count!);
  });
});
