import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Balance adjustments against the real API: the admin credits the demo advertiser through the form,
// the list shows it, and the advertiser's balance on the balances list carries it.
const harness = setupRoleAppHarness();

describe('balance adjustments', () => {
  it('the admin credits an advertiser with a reason, and the balances list carries it', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/advertiser-adjustments/create');
    await user.type(await screen.findByRole('combobox', { name: 'Advertiser' }), 'advertiser@');
    await user.click(await screen.findByRole('option', { name: 'advertiser@example.com' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '-15.50');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Two leads voided after the October invoice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const row = await screen.findByRole('row', { name: /Two leads voided after the October invoice/ });
    expect(row).toHaveTextContent('-$15.50');
  });

  it('shows the adjustment on the advertiser’s balance', async () => {
    await harness.renderApp('admin', '/advertiser-balances');
    const row = await screen.findByRole('row', { name: /advertiser@example\.com/ });
    expect(row).toHaveTextContent('-$15.50');
    expect(screen.getByRole('columnheader', { name: 'Adjustments' })).toBeInTheDocument();
  });
});
