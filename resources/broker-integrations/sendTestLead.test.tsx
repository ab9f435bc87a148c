import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';
import { atScreenWidth } from '../../test/ui/phoneWidth';

// "Send test lead" on an integration's edit screen against the real API (MSW → server app). With
// the demo on, the seeded EU desk and LATAM integrations call the app's own demo brokers in-process.
const harness = setupRoleAppHarness({ SEED: 'demo' });

type Integration = { id: number; name: string };
async function idOf(name: string): Promise<number> {
  const { testApp } = harness;
  const res = await testApp.call('POST', '/api/admin/brokers/integrations/list', { cookie: await testApp.cookieFor('admin'), body: { q: name } });
  return ((await res.json()) as { data: Integration[] }).data.find((i) => i.name === name)!.id;
}

describe('Send test lead', () => {
  it('sends the prefilled sample from the edit screen and shows the exchange; a bad field gets its message', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', `/broker-integrations/${await idOf('FX Prime — EU desk')}`);
    await user.click(await screen.findByRole('button', { name: 'Send test lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test lead' });
    expect(within(dialog).getByLabelText('Country (2 letters)')).toHaveValue('DE');
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Test');

    const email = within(dialog).getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();

    await user.clear(email);
    // Enter sends, from the keyboard
    await user.type(email, 'anna@example.com{Enter}');
    const exchange = await within(dialog).findByRole('region', { name: 'The exchange' }, { timeout: 10_000 });
    expect(within(exchange).getByText('Accepted').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(exchange).getByText('HTTP 200')).toBeInTheDocument();
    expect(exchange).toHaveTextContent('POST http://localhost:3000/demo/broker/accept');
    expect(exchange).toHaveTextContent('"email": "anna@example.com"');
    expect(exchange).toHaveTextContent(/Broker’s lead id\s*demo-/);
    // the edit form was not saved by the dialog's submit
    expect(screen.queryByText('Element updated')).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 90_000);

  it('words a refusal with the broker’s message', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', `/broker-integrations/${await idOf('CoinVault — LATAM')}`);
    await user.click(await screen.findByRole('button', { name: 'Send test lead' }));
    const dialog = await screen.findByRole('dialog');
    const country = within(dialog).getByLabelText('Country (2 letters)');
    await user.clear(country);
    await user.type(country, 'AR');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Waiting for the broker…')).toBeInTheDocument();
    const exchange = await within(dialog).findByRole('region', { name: 'The exchange' }, { timeout: 10_000 });
    expect(within(exchange).getByText('Refused').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(exchange).toHaveTextContent('The broker refused the lead — success path `success` is false: Leads from AR are not accepted.');
  }, 90_000);

  describe('on a phone', () => {
    atScreenWidth(375);
    it('opens the dialog full screen', async () => {
      const user = userEvent.setup();
      await harness.renderApp('admin', `/broker-integrations/${await idOf('FX Prime — EU desk')}`);
      await user.click(await screen.findByRole('button', { name: 'Send test lead' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog.closest('.MuiDialog-paperFullScreen') ?? dialog).toHaveClass('MuiDialog-paperFullScreen');
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    }, 90_000);
  });
});
