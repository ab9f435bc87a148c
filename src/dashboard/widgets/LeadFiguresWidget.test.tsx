import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leads, offers, users } from '../../../server/db/schema';
import { setupRoleAppHarness } from '../../../test/ui/roleAppHarness';

// The Lead distribution widget (spec 4 §1) on the dashboards, against the real API: its four
// figures are the server's counts for the dashboard's period, in the viewer's scope.
const harness = setupRoleAppHarness();

/** Leads of each kind, just now: two of the demo manager's affiliate, one of another manager's. */
beforeAll(async () => {
  const db = harness.testApp.database.db;
  const [mine] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  const [theirs] = await db.select().from(users).where(eq(users.email, 'affiliate3@example.com'));
  const [offer] = await db.select().from(offers).orderBy(asc(offers.id)).limit(1);
  const now = new Date(Date.now() - 1000);
  const lead = (affiliateId: number, status: string) => ({ id: randomUUID(), offerId: offer!.id, affiliateId, status, country: 'DE', createdAt: now, ftdAt: status === 'FTD' ? now : null });
  await db.insert(leads).values([
    lead(mine!.id, 'FTD'),
    lead(mine!.id, 'VALIDATION_FAILED'),
    lead(mine!.id, 'REGISTRATION_FAILED'),
    lead(theirs!.id, 'VALIDATION_FAILED'),
  ]);
});

async function serverFigures(role: 'admin' | 'manager' | 'affiliate') {
  const res = await harness.testApp.call('POST', `/api/${role}/dashboard/lead-figures`, { cookie: await harness.testApp.cookieFor(role), body: { period_type: 'today' } });
  return (await res.json()).data as Record<string, number>;
}

describe('the Lead distribution widget', () => {
  it.each([
    ['admin', 'ATL_LeadDistribution'],
    ['manager', 'AM_LeadDistribution'],
    ['affiliate', 'Aff_LeadDistribution'],
  ] as const)('shows the %s the server’s leads, FTDs and failures of today', async (role, id) => {
    const expected = await serverFigures(role);
    expect(expected.validation_failed).toBeGreaterThanOrEqual(role === 'admin' ? 2 : 1);
    await harness.renderApp(role);
    const widget = await screen.findByTestId(`widget-${id}`, {}, { timeout: 60_000 });
    expect(within(widget).getByRole('heading', { name: 'Lead distribution' })).toBeInTheDocument();
    for (const [tile, label] of [
      ['leads', 'Leads'],
      ['ftds', 'FTDs'],
      ['validation_failed', 'Validation failed'],
      ['registration_failed', 'Registration failed'],
    ] as const) {
      const figure = await within(widget).findByTestId(`lead-figure-${tile}`, {}, { timeout: 30_000 });
      expect(within(figure).getByText(label)).toBeInTheDocument();
      await waitFor(() => expect(figure).toHaveAttribute('data-value', String(expected[tile])));
    }
  }, 120_000);

  it('the manager’s figures leave out another manager’s affiliates', async () => {
    const [admin, manager] = [await serverFigures('admin'), await serverFigures('manager')];
    expect(manager.validation_failed).toBe(admin.validation_failed - 1);
  });
});
