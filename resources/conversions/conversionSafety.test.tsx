import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers, users } from '../../server/db/schema';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Traffic safety on the conversion list (spec 4 §4), against the real API: a chip for staff with
// UI_FraudDetection_View, its reasons with UI_FraudDetection_Explain, a filter, both languages;
// affiliates see none of it.
const harness = setupRoleAppHarness();
const ORDER = 'SAFETY-RISKY-1';

beforeAll(async () => {
  const db = harness.testApp.database.db;
  const [affiliate] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  const [offer] = await db.select().from(offers).orderBy(asc(offers.id)).limit(1);
  const clicked = (await db.execute(sql`SELECT click_id, clicked_at FROM clicks WHERE affiliate_id = ${affiliate!.id} AND refusal IS NULL LIMIT 1`)) as unknown as {
    rows: { click_id: string; clicked_at: string | Date }[];
  };
  const click = clicked.rows[0]!;
  await db.execute(sql`INSERT INTO conversions (click_id, clicked_at, offer_id, affiliate_id, manager_id, country, action, payable, reason, transaction_status, order_id, traffic_safety, fraud_reasons)
    VALUES (${click.click_id}, ${new Date(click.clicked_at).toISOString()}, ${offer!.id}, ${affiliate!.id}, ${affiliate!.managerId ?? 0}, 'DE', 2, 0, 'fraud', 0, ${ORDER}, 3,
      ${'{known_bot,fast_conversion}'}::text[])`);
});

const listPath = (filter: Record<string, unknown>) => `/conversions?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const table = () => screen.getByRole('table');

describe('Traffic safety on the conversion list', () => {
  it('shows a Risky chip that opens the conversion’s reasons, and the chip does not open the conversion', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', listPath({ order_id: ORDER }));
    const chip = await screen.findByRole('button', { name: 'Why: Risky' }, { timeout: 60_000 });
    expect(screen.getAllByRole('columnheader', { name: 'Traffic safety' }).length).toBeGreaterThan(0);
    await user.click(chip);
    const dialog = await screen.findByRole('dialog', { name: 'Why is this conversion Risky?' });
    expect(await within(dialog).findByText('Known bot or crawler (user agent)')).toBeInTheDocument();
    expect(within(dialog).getByText('Converted too soon after the click')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.href).not.toMatch(/\/show/);
  }, 90_000);

  it('filters by traffic safety', async () => {
    await harness.renderApp('admin', listPath({ order_id: ORDER, traffic_safety: 1 }));
    expect(await screen.findByText(/No (results|conversions)|Нет/i, {}, { timeout: 60_000 })).toBeInTheDocument();
    await harness.renderApp('admin', listPath({ order_id: ORDER, traffic_safety: 3 }));
    await waitFor(() => expect(within(table()).getByText(ORDER)).toBeInTheDocument(), { timeout: 60_000 });
    expect(screen.getAllByText('Traffic safety').length).toBeGreaterThan(0);
  }, 120_000);

  it('reads in Russian', async () => {
    const user = userEvent.setup();
    localStorage.setItem('language', 'ru');
    try {
      await harness.renderApp('admin', listPath({ order_id: ORDER }));
      await user.click(await screen.findByRole('button', { name: 'Почему: Рискованный' }, { timeout: 60_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Почему эта конверсия — Рискованный?' });
      expect(await within(dialog).findByText('Известный бот или краулер (user agent)')).toBeInTheDocument();
    } finally {
      localStorage.removeItem('language');
    }
  }, 90_000);

  it('shows an affiliate no traffic safety', async () => {
    await harness.renderApp('affiliate', listPath({ order_id: ORDER }));
    await waitFor(() => expect(within(table()).getByText(ORDER)).toBeInTheDocument(), { timeout: 60_000 });
    expect(screen.queryByRole('columnheader', { name: 'Traffic safety' })).toBeNull();
    expect(screen.queryByText('Risky')).toBeNull();
  }, 90_000);
});
