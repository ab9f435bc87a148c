import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holdConversion } from '../../server/modules/conversions/holdRepository';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Held conversions on the Conversions screen, against the real API (MSW → server app → this file's own database).
const harness = setupRoleAppHarness();

const table = () => screen.getByRole('table');
const HELD = '/conversions?filter=%7B%22transaction_status%22%3A3%7D';

/** Puts the newest `count` conversions that count (OK) on hold, as an offer's hold_days would; answers their order ids. */
async function hold(count: number): Promise<string[]> {
  const db = harness.testApp.database.db;
  const found = (await db.execute(
    sql`SELECT id::int AS id, order_id FROM conversions WHERE transaction_status = 0 AND order_id IS NOT NULL ORDER BY id DESC LIMIT ${count}`,
  )) as unknown as { rows: { id: number; order_id: string }[] };
  const now = new Date();
  for (const row of found.rows) await holdConversion(db, row.id, { until: new Date(now.getTime() + 7 * 86_400_000), reason: 'offer_hold_days', now });
  return found.rows.map((r) => r.order_id);
}

const rowOf = (orderId: string) => within(table()).getByText(orderId).closest('tr')!;

describe('held conversions', () => {
  it('rejects one after asking the reason; it leaves the held list', async () => {
    const [orderId] = await hold(1);
    const user = userEvent.setup();
    await harness.renderApp('admin', HELD);
    await waitFor(() => expect(within(table()).getByText(orderId!)).toBeInTheDocument());
    const row = rowOf(orderId!);
    expect(within(row).getByText('On hold')).toBeInTheDocument();
    // the held row offers only approve and reject (once the billing keys are read)
    await user.click(await within(row).findByRole('button', { name: 'Reject' }));
    expect(within(row).queryByRole('button', { name: 'Void' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: /Reject conversion #\d+/ });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(orderId!)).toBeNull());
    // the list and the dialog under a shared machine's load: beyond the shared 30 s
  }, 60_000);

  it('approves the selected held conversions at once with one reason', async () => {
    const orderIds = await hold(2);
    const user = userEvent.setup();
    await harness.renderApp('admin', HELD);
    await waitFor(() => expect(within(table()).getByText(orderIds[1]!)).toBeInTheDocument());
    for (const orderId of orderIds) await user.click(within(rowOf(orderId)).getByRole('checkbox'));
    // the bulk toolbar's approve (each row has its own too)
    const bulk = screen.getAllByRole('button', { name: 'Approve' }).find((b) => !b.closest('tr'))!;
    await user.click(bulk);
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 held conversions' });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 approved')).toBeInTheDocument();
    // the list of held conversions may be empty now: the rows are gone from the page
    await waitFor(() => {
      for (const orderId of orderIds) expect(screen.queryByText(orderId)).toBeNull();
    });
    const res = await harness.testApp.call('POST', '/api/admin/conversions/list', { cookie: await harness.testApp.cookieFor('admin'), body: { order_id: orderIds[0] } });
    expect(((await res.json()) as { data: Array<{ transaction_status: number }> }).data[0]).toMatchObject({ transaction_status: 0 });
  }, 60_000);
});
