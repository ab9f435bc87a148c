import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { offerBody } from '../../test/offerBody';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The offer form's hold section against the real API.
const harness = setupRoleAppHarness();

const { api } = harness;

describe('the offer’s hold', () => {
  it('sets the days a conversion is held, refusing what is not 0–365 whole days', async () => {
    const offer = await api('POST', '/campaigns', offerBody('Held offer'));
    expect(offer.hold_days).toBe(0);
    const user = userEvent.setup();
    await harness.renderApp('admin', `/offers/${offer.id}`);
    const hold = await screen.findByRole('spinbutton', { name: 'Hold, days' });
    await waitFor(() => expect(hold).toHaveValue(0));
    expect(screen.getByText(/Each conversion waits this many days on hold/)).toBeInTheDocument();
    await user.clear(hold);
    await user.type(hold, '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 0 to 365.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((await api('GET', `/campaigns/${offer.id}`)).hold_days).toBe(0);
    await user.clear(hold);
    await user.type(hold, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await api('GET', `/campaigns/${offer.id}`)).hold_days).toBe(14));
    // the form and the offer's page under a shared machine's load: beyond the shared 30 s
  }, 60_000);
});
