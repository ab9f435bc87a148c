import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The broker status mapping and look-back on an integration's edit screen, against the real API.
const harness = setupRoleAppHarness();

type Integration = { id: number; name: string; status_map: { status: string; group: string }[]; lookback_days: number };
async function integration(name: string): Promise<Integration> {
  const { testApp } = harness;
  const res = await testApp.call('POST', '/api/admin/brokers/integrations/list', { cookie: await testApp.cookieFor('admin'), body: { per_page: 100 } });
  return ((await res.json()) as { data: Integration[] }).data.find((i) => i.name === name)!;
}

describe('an integration’s broker statuses', () => {
  it('shows the mapping, adds a broker word in a group and changes the look-back', async () => {
    const user = userEvent.setup();
    const desk = await integration('FX Prime — EU desk');
    await harness.renderApp('admin', `/broker-integrations/${desk.id}`);
    const words = await screen.findAllByLabelText(/^Broker’s status/);
    expect(words.map((w) => (w as HTMLInputElement).value)).toEqual(['In progress', 'Voicemail', 'Deposited', 'Wrong number']);
    expect(screen.getByText('The broker’s own status words and the common group each one means; a status in FTD makes the deposit.')).toBeInTheDocument();

    // the second Add is the mapping's (the headers' comes first)
    await user.click(screen.getAllByRole('button', { name: 'Add' })[1]!);
    const added = screen.getAllByLabelText(/^Broker’s status/);
    await user.type(added[added.length - 1]!, 'Hung up');
    const groups = screen.getAllByRole('combobox', { name: /^Group/ });
    await user.click(groups[groups.length - 1]!);
    await user.click(await screen.findByRole('option', { name: 'Not interested' }));
    const lookback = screen.getByLabelText(/^Look-back \(days\)/);
    await user.clear(lookback);
    await user.type(lookback, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(async () => expect((await integration('FX Prime — EU desk')).lookback_days).toBe(14), { timeout: 10_000 });
    expect((await integration('FX Prime — EU desk')).status_map).toEqual([
      { status: 'In progress', group: 'new' },
      { status: 'Voicemail', group: 'no_answer' },
      { status: 'Deposited', group: 'ftd' },
      { status: 'Wrong number', group: 'invalid' },
      { status: 'Hung up', group: 'not_interested' },
    ]);
  }, 90_000);

  it('puts the server’s refusal of a word mapped twice on its field', async () => {
    const user = userEvent.setup();
    const desk = await integration('CoinVault — LATAM');
    await harness.renderApp('admin', `/broker-integrations/${desk.id}`);
    await screen.findAllByLabelText(/^Broker’s status/);
    await user.click(screen.getAllByRole('button', { name: 'Add' })[1]!);
    const added = screen.getAllByLabelText(/^Broker’s status/);
    await user.type(added[added.length - 1]!, 'voicemail');
    const groups = screen.getAllByRole('combobox', { name: /^Group/ });
    await user.click(groups[groups.length - 1]!);
    await user.click(await screen.findByRole('option', { name: 'Call back' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“voicemail” is mapped twice.')).toBeInTheDocument();
    expect(within(document.body).getAllByLabelText(/^Broker’s status/)).toHaveLength(5);
  }, 90_000);
});
