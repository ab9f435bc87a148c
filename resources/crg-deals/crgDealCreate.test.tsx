import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// A CRG deal made through its form against the real API: the offer and the affiliate are picked by
// name and e-mail from the server's lists, and the saved deal opens on its page.
const harness = setupRoleAppHarness();

async function pick(label: RegExp, text: string, option: string) {
  await userEvent.type(await screen.findByRole('combobox', { name: label }), text);
  // each key refetches the choices: on a loaded machine the last answer can be slow
  await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 45_000 }));
}

describe('CRG deal form', () => {
  it('an admin picks the offer and the affiliate by e-mail, and the saved deal shows them', { timeout: 90_000 }, async () => {
    await harness.renderApp('admin', '/crg-deals/create');
    await pick(/^Offer/, 'Forex Web', 'Forex Webinar Leads');
    await pick(/^Affiliate( \*)?$/, 'affiliate@', 'affiliate@example.com');
    await userEvent.type(screen.getByLabelText(/^Starts on/), '2026-11-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // the deal's page: every integration's leads count, and the offer is named
    await waitFor(() => expect(screen.getByText('Every integration')).toBeInTheDocument(), { timeout: 20_000 });
    expect(screen.getByText('Forex Webinar Leads')).toBeInTheDocument();
    expect(screen.getByText('Calendar week')).toBeInTheDocument();
  });
});
