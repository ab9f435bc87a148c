import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The brokers' integrations list and form against the real API (MSW → server app → the worker's database).
const harness = setupRoleAppHarness();

type Integration = { id: number; name: string; status: number; headers: { name: string; value: string; secret: boolean }[] };
async function integrations(): Promise<Integration[]> {
  const { testApp } = harness;
  const res = await testApp.call('POST', '/api/admin/brokers/integrations/list', { cookie: await testApp.cookieFor('admin'), body: { per_page: 100 } });
  return ((await res.json()) as { data: Integration[] }).data;
}

// read afresh: the list's loading placeholder is another table than the one its rows arrive in
const table = () => screen.getByRole('table');
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

describe('broker integrations', () => {
  it('lists the integrations with their state, filters by status and pauses the chosen ones after a Yes', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/broker-integrations');
    await waitFor(() => expect(within(table()).getByText('FX Prime — EU desk')).toBeInTheDocument());
    expect(within(rowOf('CoinVault — backup')).getByText('Paused').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(rowOf('FX Prime — UK desk')).getByText('Active').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paused' }));
    await waitFor(() => expect(within(table()).queryByText('FX Prime — EU desk')).toBeNull());
    expect(within(table()).getByText('CoinVault — backup')).toBeInTheDocument();
  }, 90_000);

  it('pauses the selected integrations at once', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/broker-integrations?filter=%7B%22status%22%3A1%7D');
    await waitFor(() => expect(within(table()).getByText('FX Prime — UK desk')).toBeInTheDocument());
    await user.click(within(rowOf('FX Prime — UK desk')).getByRole('checkbox'));
    await user.click(within(rowOf('CoinVault — LATAM')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Paused' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Set 2 integration(s) to "Paused"?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Status changed')).toBeInTheDocument();
    const after = await integrations();
    expect(after.filter((i) => ['FX Prime — UK desk', 'CoinVault — LATAM'].includes(i.name)).map((i) => i.status)).toEqual([0, 0]);
    expect(after.find((i) => i.name === 'FX Prime — EU desk')?.status).toBe(1);
  }, 90_000);

  it('adds an integration through the form, its secret header stored and shown masked, and puts the server’s refusal on the field', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', '/broker-integrations/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Desk from the form');
    await user.click(screen.getByRole('combobox', { name: /^Broker \(advertiser\)/ }));
    await user.click(await screen.findByRole('option', { name: /FX Prime/ }));
    await user.type(screen.getByLabelText(/^Lead endpoint/), 'ftp://broker.example/leads');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an absolute http:// or https:// URL.')).toBeInTheDocument();

    const endpoint = screen.getByLabelText(/^Lead endpoint/);
    await user.clear(endpoint);
    await user.type(endpoint, 'https://broker.example/leads');
    // the first Add is the headers' (the working hours' days follow)
    await user.click(screen.getAllByRole('button', { name: 'Add' })[0]!);
    const headerNames = screen.getAllByLabelText(/^Header/);
    await user.type(headerNames[headerNames.length - 1]!, 'X-Api-Key');
    const values = screen.getAllByLabelText(/^Value/);
    await user.type(values[values.length - 1]!, 'sk_live_42');
    const secrets = screen.getAllByLabelText('Secret');
    await user.click(secrets[secrets.length - 1]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(async () => expect((await integrations()).map((i) => i.name)).toContain('Desk from the form'));
    const saved = (await integrations()).find((i) => i.name === 'Desk from the form')!;
    expect(saved.headers).toEqual([
      { name: 'Content-Type', value: 'application/json', secret: false },
      { name: 'X-Api-Key', value: '••••••••', secret: true },
    ]);
  }, 90_000);
});
