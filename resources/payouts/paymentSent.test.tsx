import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PayoutStatus } from '../../domain/enums/payout';
import { users } from '../../server/db/schema';
import { closeDuePeriods } from '../../server/modules/billing/closeRepository';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// From the closing of billing periods to the payment, against the real API (MSW → server app →
// this file's database): the admin closes the periods with a button, marks a payment sent with its
// reference (and a warning when the affiliate has no bank details), and the affiliate reads the
// reference and is not told a payout is coming when nothing is owed.
const harness = setupRoleAppHarness();
const db = () => harness.testApp.database.db;
const rowsOf = <T,>(r: unknown) => (r as { rows: T[] }).rows;

async function affiliateId() {
  return (await db().select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]!.id;
}

/** The demo affiliate's payouts after a closing forty days from now. */
async function payoutsOf(id: number) {
  return rowsOf<{ id: number; status: number }>(await db().execute(sql`SELECT id::int AS id, status FROM payouts WHERE affiliate_id = ${id} ORDER BY id`));
}

describe('closing billing periods and sending payments', () => {
  it('the admin closes the ended billing periods of all affiliates after a confirmation, and reads what was made', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/payouts');
    // the first screen of the file: its lazy module may take a while to load on a busy machine
    await user.click(await screen.findByRole('button', { name: 'Close billing periods' }, { timeout: 60_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the ended billing periods?' });
    expect(dialog).toHaveTextContent('a payout is made for each affiliate whose unpaid total reaches their threshold');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/^Billing periods closed: \d+; payouts made: \d+\.$/)).toBeInTheDocument();
    // a second closing finds nothing left to close
    await user.click(screen.getByRole('button', { name: 'Close billing periods' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Close the ended billing periods?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Billing periods closed: 0; payouts made: 0.')).toBeInTheDocument();
  }, 120_000);

  it('the invoice page shows the invoice’s status under “Status”', async () => {
    await closeDuePeriods(db(), { defaultTerms: 0, systemThreshold: 0, currency: 'USD' }, new Date(Date.now() + 40 * 86_400_000));
    const [payout] = await payoutsOf(await affiliateId());
    const cookie = await harness.testApp.cookieFor('affiliate');
    const made = await harness.testApp.call('POST', `/api/affiliate/billing/payouts/${payout!.id}/invoice`, { cookie, body: {} });
    const invoice = (await made.json()).data as { id: number; number: string };
    await harness.renderApp('admin', `/invoices/${invoice.id}/show`);
    expect(await screen.findByText(invoice.number)).toBeInTheDocument();
    const label = await screen.findByText('Status');
    expect(label.closest('.ra-field')).toHaveTextContent(/^StatusModeration$/);
    expect(screen.queryByText('Reason')).toBeNull();
  });

  it('payment sent asks for the transfer’s reference and warns when the affiliate has no bank details', async () => {
    const user = userEvent.setup();
    const id = await affiliateId();
    const [payout] = await payoutsOf(id);
    await db().execute(sql`UPDATE payouts SET status = ${PayoutStatus.InvoiceConfirmed} WHERE id = ${payout!.id}`);
    await db().update(users).set({ bankAccountNumber: '', bankIbanNumber: '' }).where(eq(users.id, id));
    await harness.renderApp('admin', `/payouts/${payout!.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Mark as Payment sent' }));
    const dialog = await screen.findByRole('dialog', { name: `Payout #${payout!.id}: payment sent` });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This affiliate has no bank details on file');
    // nothing is sent before the reference is typed and the warning ticked
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Payment reference/ }), 'TRX-UI-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(await within(dialog).findByText('Tick to confirm a payment without bank details')).toBeInTheDocument();
    expect((await payoutsOf(id))[0]!.status).toBe(PayoutStatus.InvoiceConfirmed);
    await user.click(within(dialog).getByLabelText('I confirm the payment was sent without bank details on file'));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(await screen.findByText('Payout updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('TRX-UI-0042')).toBeInTheDocument();
    expect(await screen.findByText(/Invoice confirmed → Payment sent by Ada Admin/)).toBeInTheDocument();
  });

  it('the affiliate reads the reference and is not promised a payout when nothing is owed', async () => {
    const id = await affiliateId();
    // every payout of theirs sent: nothing is owed
    await db().execute(sql`UPDATE payouts SET status = ${PayoutStatus.PaymentSent} WHERE affiliate_id = ${id}`);
    await harness.renderApp('affiliate', '/payouts');
    expect(await screen.findByText('Nothing is waiting for a payout: what you earned is paid or in a payout on the way.')).toBeInTheDocument();
    expect(screen.queryByText(/Threshold reached/)).toBeNull();
  });

  it('the affiliate’s payout shows the payment reference', async () => {
    const [payout] = await payoutsOf(await affiliateId());
    await harness.renderApp('affiliate', `/payouts/${payout!.id}/show`);
    const label = await screen.findByText('Payment reference');
    await waitFor(() => expect(label.closest('.ra-field')).toHaveTextContent('Payment referenceTRX-UI-0042'));
  });
});
