import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeDuePeriods } from '../../server/modules/billing/closeRepository';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Invoices against the real API (MSW → server app → this file's database): the seed's conversions
// are billed by a closing forty days from now, so the demo affiliate has a pending payout.
const harness = setupRoleAppHarness();
/** the list's table: on the affiliate's payouts page it follows the billing periods card */
async function listTable(tables = 1) {
  await waitFor(() => expect(screen.getAllByRole('table').length).toBe(tables));
  return screen.getAllByRole('table').at(-1)!;
}

beforeAll(async () => {
  await closeDuePeriods(harness.testApp.database.db, { defaultTerms: 0, systemThreshold: 0, currency: 'USD' }, new Date(Date.now() + 40 * 86_400_000));
});

describe('invoices', () => {
  it('the affiliate generates an invoice on their payout, one at a time', async () => {
    const user = userEvent.setup();
    await harness.renderApp('affiliate', '/payouts');
    const table = await listTable(2);
    await waitFor(() => expect(within(table).getAllByText('Pending').length).toBeGreaterThan(0));
    await user.click(within(table).getAllByText('Pending')[0]!);
    const card = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(card).findByText('No invoice for this payout yet.')).toBeInTheDocument();
    // the affiliate's right to hand one in is read as the card shows
    await user.click(await within(card).findByRole('button', { name: 'Generate invoice' }));
    expect(await screen.findByText('Invoice handed in: it waits for moderation')).toBeInTheDocument();
    const row = await within(card).findByRole('row', { name: /INV-\d+-1/ });
    expect(row).toHaveTextContent('Moderation');
    expect(within(row).getByRole('link', { name: /Download PDF INV-\d+-1/ })).toHaveAttribute('href', expect.stringMatching(/\/api\/affiliate\/billing\/invoices\/\d+\/file$/));
    // one invoice at a time: no second one while it is in moderation
    expect(within(card).queryByRole('button', { name: 'Generate invoice' })).toBeNull();
  });

  it('the admin rejects it with a reason', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/invoices');
    const list = await listTable();
    await user.click(await within(list).findByText(/INV-\d+-1/));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: /Reject invoice INV-\d+-1/ });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Incorrect amount' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invoice updated')).toBeInTheDocument();
    expect(await screen.findByText('Rejected (Incorrect amount)')).toBeInTheDocument();
  });

  it('the affiliate sees the rejection and can hand in another', async () => {
    const user = userEvent.setup();
    await harness.renderApp('affiliate', '/payouts');
    const again = await listTable(2);
    await user.click(await within(again).findByText('Awaiting invoice'));
    const card2 = await screen.findByRole('region', { name: 'Invoices' });
    expect(await within(card2).findByRole('button', { name: 'Generate invoice' })).toBeInTheDocument();
    expect(await within(card2).findByText('Rejected (Incorrect amount)')).toBeInTheDocument();
  });
});
