import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Payout and revenue rules created and edited from an offer's tabs, against the real API.
// Each test fills and saves two forms of many fields with userEvent: up to a minute on the shared,
// loaded 2-core machine, hence 90 s per test.
const harness = setupRoleAppHarness();

async function api(method: string, path: string, body?: unknown) {
  const { testApp } = harness;
  const res = await testApp.call(method, `/api/admin${path}`, { cookie: await testApp.cookieFor('admin'), body });
  return (await res.json()).data;
}

async function createOffer(name: string) {
  return api('POST', '/campaigns', { name, offer_group_id: 1, status: 1, access: 4, landing_url: 'https://land.example.com/?c={click_id}', payout_cpa: 10, payout_cpl: 2, revenue_cpa: 15, revenue_cpl: 3 });
}

async function pick(label: RegExp, text: string, option: string) {
  const input = await screen.findByRole('combobox', { name: label });
  await userEvent.type(input, text);
  // each key refetches the choices: under a loaded full run the last answer can take longer than
  // the usual wait
  await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 45_000 }));
}

describe('payout rule forms', () => {
  it('creates a rule for one affiliate from the offer’s tab, then edits its amounts', async () => {
    const offer = await createOffer('Rule form offer A');
    await harness.renderApp('admin', `/offers/${offer.id}/show/payout-rules`);
    await userEvent.click(await screen.findByRole('link', { name: 'New payout rule' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Offer/ })).toHaveValue('Rule form offer A'));
    await pick(/^Affiliate/, 'affiliate@', 'affiliate@example.com');
    await userEvent.type(screen.getByLabelText(/^Payout CPA/), '14.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    // read afresh: the list's loading placeholder is another table than the one its rows arrive in
    const table = () => screen.getByRole('table');
    await waitFor(() => expect(within(table()).getByText(/14\.50/)).toBeInTheDocument());
    const [rule] = await api('POST', '/payout-rules/list', { offer_id: offer.id });
    expect(rule).toMatchObject({ affiliate_name: 'Alex Affiliate', manager_id: null, payout_cpa: 14.5, payout_cpl: null, revshare_percent: null });

    await userEvent.click(within(table()).getByText(/14\.50/));
    const cpl = await screen.findByLabelText(/^Payout CPL/);
    expect(screen.getByText('Alex Affiliate')).toBeInTheDocument();
    await userEvent.type(cpl, '3.25');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await api('GET', `/payout-rules/${rule.id}`)).payout_cpl).toBe(3.25));
    expect((await api('GET', `/payout-rules/${rule.id}`)).payout_cpa).toBe(14.5);
  }, 90_000);

  it('asks for at least one amount and a well-formed one, as the server, before sending', async () => {
    const offer = await createOffer('Rule form offer B');
    await harness.renderApp('admin', `/offers/${offer.id}/show/payout-rules`);
    await userEvent.click(await screen.findByRole('link', { name: 'New payout rule' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Offer/ })).toHaveValue('Rule form offer B'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give at least one amount: a rule with none changes nothing.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Revshare/), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a percentage from 0 to 100 with at most two decimals.')).toBeInTheDocument();
    expect(await api('POST', '/payout-rules/list', { offer_id: offer.id })).toEqual([]);
  }, 90_000);
});

describe('revenue rule forms', () => {
  it('creates a revenue rule for all of one manager’s affiliates', async () => {
    const offer = await createOffer('Rule form offer C');
    await harness.renderApp('admin', `/offers/${offer.id}/show/revenue-rules`);
    await userEvent.click(await screen.findByRole('link', { name: 'New revenue rule' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Offer/ })).toHaveValue('Rule form offer C'));
    await userEvent.click(screen.getByRole('radio', { name: 'All affiliates of a manager' }));
    await pick(/^Manager/, 'manager@', 'manager@example.com');
    await userEvent.type(screen.getByLabelText(/^Revenue CPL/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // read afresh: the list's loading placeholder is another table than the one its rows arrive in
    const table = () => screen.getByRole('table');
    await waitFor(() => expect(within(table()).getByText(/^\$?3\.00$/)).toBeInTheDocument());
    const [rule] = await api('POST', '/revenue-rules/list', { offer_id: offer.id });
    expect(rule).toMatchObject({ affiliate_id: null, revenue_cpa: null, revenue_cpl: 3 });
    expect(rule.manager_id).toEqual(expect.any(Number));

    // the delete question names the resource as the interface does, not by its path
    cleanup();
    await harness.renderApp('admin', '/revenue-rules');
    // the button shows once the permission check has answered
    const deleteButton = await waitFor(() => within(screen.getByText('Rule form offer C').closest('tr')!).getByRole('button', { name: 'Delete' }));
    await userEvent.click(deleteButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete revenue rule Rule form offer C')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this revenue rule?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  }, 90_000);
});

describe('revenue rule beside a payout rule (automatically_create_revenue_rule)', () => {
  it('shows the revenue rule made with the payout rule on its edit screen, with a link to edit it', async () => {
    const offer = await createOffer('Rule form offer auto');
    const found = (await harness.testApp.database.db.execute(sql`SELECT id FROM users WHERE email = 'affiliate@example.com'`)) as unknown as { rows: { id: number }[] };
    const rule = await api('POST', '/payout-rules', { offer_id: offer.id, affiliate_id: found.rows[0]!.id, payout_cpa: 9 });
    expect(rule.revenue_rule).toMatchObject({ revenue_cpa: 15 });
    await harness.renderApp('admin', `/payout-rules/${rule.id}`);
    expect(await screen.findByRole('heading', { name: 'Matching revenue rule' })).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit revenue rule' })).toHaveAttribute('href', expect.stringContaining(`/revenue-rules/${rule.revenue_rule.id}`));
  }, 90_000);
});
