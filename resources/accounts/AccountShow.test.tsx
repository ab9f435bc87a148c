import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The account page against the real API (MSW → server app → this file's own database).
const harness = setupRoleAppHarness();

async function idOf(email: string): Promise<number> {
  const { testApp } = harness;
  const res = await testApp.call('POST', '/api/admin/user_profiles/list', { cookie: await testApp.cookieFor('admin'), body: { q: email } });
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
}

describe('account page', () => {
  it('opens a nested tab URL with the id from the route (R251)', async () => {
    const id = await idOf('invited2@example.com');
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show/bank`);
    expect(await screen.findByDisplayValue('DE89370400440532013000')).toBeInTheDocument();
  });

  it('refuses empty bank information with the spec message', async () => {
    const id = await idOf('invited2@example.com');
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show/bank`);
    const iban = await screen.findByDisplayValue('DE89370400440532013000');
    const u = userEvent.setup();
    await u.clear(iban);
    await u.click(within(iban.closest('form')!).getByRole('button', { name: /save/i }));
    expect(await screen.findByText('You must fill at least Account Number or IBAN')).toBeInTheDocument();
  });

  it('goes to /d/user-operations/all-users when the lookup fails (R252)', async () => {
    await harness.renderApp('admin', '/user-operations/all-users/999999/show');
    // react-query asks three more times, 1 + 2 + 4 s apart, before the page gives up and goes back
    // (a query client that never retries a 4xx broke the list filters' refetches)
    await waitFor(() => expect(window.location.pathname).toBe('/admin/d/user-operations/all-users'));
  });
});

describe('account change log tab', () => {
  it('lists the changes made to this user', async () => {
    const id = await idOf('banned1@example.com');
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show/history`);
    // the actions and changes by their labels, not the raw codes
    expect(await screen.findByText('Banned')).toBeInTheDocument();
    expect(screen.getByText('Registered')).toBeInTheDocument();
    expect(screen.getAllByText(/^Status: Active → Inactive$/).length).toBeGreaterThan(0);
  });
});

describe('account security actions', () => {
  it('lets an admin sign a user out everywhere, after asking', async () => {
    const { testApp } = harness;
    const affiliate = await testApp.cookieFor('affiliate');
    const id = await idOf('affiliate@example.com');
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show/actions`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await u.click(await screen.findByRole('button', { name: /no/i }));
    expect((await testApp.call('GET', '/api/affiliate/me', { cookie: affiliate })).status).toBe(200);
    await u.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await u.click(await screen.findByRole('button', { name: /yes/i }));
    await screen.findByText('Done');
    expect((await testApp.call('GET', '/api/affiliate/me', { cookie: affiliate })).status).toBe(401);
  });

  it('lets an admin force a billing period for an affiliate, with its reason, and opens the payout it made', async () => {
    const id = await idOf('affiliate@example.com');
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show/actions`);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Force billing period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Force a billing period' });
    await u.click(within(dialog).getByRole('combobox'));
    await u.click(await screen.findByRole('option', { name: 'Affiliate request' }));
    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Billing period closed')).toBeInTheDocument();
    // the payout's page: its invoices and its history, made by this admin's forced period
    expect(await screen.findByRole('region', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Status history' })).toBeInTheDocument();
  });
});
