import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The Currency rates screens against the real API (MSW → server app → this file's own database),
// in the default USD workspace.
const harness = setupRoleAppHarness();

interface Rate {
  currency: string;
  day: string;
  rate: string;
}

async function rates(): Promise<Rate[]> {
  const { testApp } = harness;
  const response = await testApp.call('POST', '/api/admin/currency-rates/list', { cookie: await testApp.cookieFor('admin'), body: { per_page: 100 } });
  return ((await response.json()) as { data: Rate[] }).data;
}

// the list behind an open dialog is hidden from the accessibility tree, so look past that
const table = () => screen.getByRole('table', { hidden: true });

describe('currency rates', () => {
  it('adds a rate an admin types, a decimal comma read as a point', async () => {
    await harness.renderApp('admin', '/currency-rates/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Currency/ }), 'jpy');
    await userEvent.type(screen.getByRole('textbox', { name: /^Rate/ }), '0,0065');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rate added')).toBeInTheDocument();
    await waitFor(() => within(table()).getByText('JPY'));
    expect(within(table()).getByText('0.0065000000')).toBeInTheDocument();
    const today = new Date().toISOString().slice(0, 10);
    expect(await rates()).toEqual([expect.objectContaining({ currency: 'JPY', day: today })]);
  }, 90_000);

  it('imports a CSV file and says how many rates it took; a bad line imports nothing and is named', async () => {
    await harness.renderApp('admin', '/currency-rates');
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import currency rates' });
    const good = new File(['currency,day,rate\nGBP,2026-06-01,1.27\nCHF,2026-06-01,1.12\n'], 'rates.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('Choose a CSV file'), good);
    expect(await within(dialog).findByText('2 rates imported')).toBeInTheDocument();
    await waitFor(() => within(table()).getByText('GBP'));

    const bad = new File(['SEK,2026-06-01,0.095\nNOK,yesterday,0.094\n'], 'bad.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('Choose a CSV file'), bad);
    expect(await within(dialog).findByText(/Nothing was imported\. Line 2:/)).toBeInTheDocument();
    expect((await rates()).map((r) => r.currency)).not.toContain('SEK');
  }, 90_000);
});
