import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeDuePeriods } from '../../server/modules/billing/closeRepository';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Payouts against the real API (MSW → server app → this file's database): the seed's conversions
// are billed by a closing forty days from now, so every affiliate with commission has a payout.
const harness = setupRoleAppHarness();

beforeAll(async () => {
  await closeDuePeriods(harness.testApp.database.db, { defaultTerms: 0, systemThreshold: 0, currency: 'USD' }, new Date(Date.now() + 40 * 86_400_000));
});

describe('payouts', () => {
  it('lets an admin move a payout to awaiting invoice, and shows the move in its history', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/payouts');
    // read the table afresh each time: the loading placeholder (a table of blank rows, after 1 s)
    // is a different table from the one the rows then arrive in
    const table = () => screen.getByRole('table');
    await waitFor(() => expect(within(table()).getAllByText('Pending').length).toBeGreaterThan(0));
    await user.click(within(table()).getAllByText('Pending')[0]!);
    await user.click(await screen.findByRole('button', { name: 'Mark as Awaiting invoice' }));
    expect(await screen.findByText('Payout updated')).toBeInTheDocument();
    expect(await screen.findByText(/Pending → Awaiting invoice by Ada Admin/)).toBeInTheDocument();
    // a bounce is not a move from here, a cancellation asks why
    expect(screen.queryByRole('button', { name: 'Mark as Bounced' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark as Cancelled' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument();
  });

  it('moves the selected payouts at once and exports the list', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/payouts?filter=%7B%22status%22%3A0%7D');
    const table = () => screen.getByRole('table');
    // the placeholder's checkboxes are disabled: wait for the rows' own
    await waitFor(() => expect(within(table()).getAllByRole('checkbox').filter((box) => !(box as HTMLInputElement).disabled).length).toBeGreaterThan(2));
    // and for every load to end: a late one (the list's parameters settling) clears a selection
    // made before it (a full run once saw the question name 0 selected rows)
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const boxes = within(table()).getAllByRole('checkbox');
    await user.click(boxes[1]!);
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Moderated' }));
    // every batch move asks first, naming the move and how many rows
    const dialog = await screen.findByRole('dialog', { name: 'Apply to the selected rows?' });
    expect(dialog).toHaveTextContent('“Set status: Moderated” will be applied to 2 selected rows.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('2 payouts updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('shows an affiliate their balance and their payouts, without moves', async () => {
    await harness.renderApp('affiliate', '/payouts');
    expect(await screen.findByRole('heading', { name: 'Balance' })).toBeInTheDocument();
    expect(screen.getByText('Earned in all')).toBeInTheDocument();
    // the periods the closing made, each with the payout that pays it
    const periods = await screen.findByRole('region', { name: 'Billing periods' });
    expect(within(periods).getAllByRole('link', { name: /^#\d+$/ }).length).toBeGreaterThan(0);
    // the list's table: the one below the periods card
    // the periods card and the list each answer on their own: wait for the list's table too
    await waitFor(() => expect(screen.getAllByRole('table').filter((t) => !periods.contains(t))).toHaveLength(1));
    const table = () => screen.getAllByRole('table').find((t) => !periods.contains(t))!;
    // the rows themselves (their Amount header), not the loading placeholder
    await waitFor(() => expect(within(table()).getByRole('columnheader', { name: /Amount/ })).toBeInTheDocument());
    expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(table()).queryByRole('columnheader', { name: 'Affiliate' })).toBeNull();
  });
});
