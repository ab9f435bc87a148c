import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../src/testing/roleAppHarness';

// The conversion log against the real API (MSW → server app → this file's own seeded database).
const harness = setupRoleAppHarness();

const table = () => screen.getByRole('table');

describe('conversion log', () => {
  it('lists the seeded conversions with their action, commission and transaction chips for an admin', async () => {
    await harness.renderApp('admin', '/conversions');
    await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(5), { timeout: 10000 });
    expect(within(table()).getAllByText('Voided').length).toBeGreaterThan(0);
    expect(within(table()).getAllByText('Changed').length).toBeGreaterThan(0);
    expect(within(table()).getAllByText(/^(Lead|FTD|Sale|Revshare|Opt-in)$/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('columnheader', { name: /Revenue/ }).length).toBeGreaterThan(0);
  });

  it('voids a conversion after asking the reason, and shows it voided', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/conversions?filter=%7B%22transaction_status%22%3A0%7D');
    await waitFor(() => expect(within(table()).getAllByRole('button', { name: 'Void' }).length).toBeGreaterThan(0), { timeout: 10000 });
    const before = within(table()).getAllByRole('button', { name: 'Void' }).length;
    await user.click(within(table()).getAllByRole('button', { name: 'Void' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/required/i)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Conversion voided')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryAllByRole('button', { name: 'Void' }).length).toBe(before - 1), { timeout: 10000 });
  });

  it('shows an affiliate their own conversions without revenue and without moderation', async () => {
    await harness.renderApp('affiliate', '/conversions');
    await waitFor(() => expect(within(table()).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10000 });
    expect(within(table()).queryByRole('button', { name: 'Void' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Revenue/ })).toBeNull();
  });
});
