import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { offers } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { withFeature } from '../../test/permissionToggles';
import { offerBody } from '../../test/offerBody';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The offer screens against the real API: the affiliate's offers on their account page, the form
// under hide_revenue, the status menu, a request approved from its row, the affiliate's link domain
// and the marketplace's revshare.
// Each test renders an offer's tabbed page against the real API: 20–40 s on the shared, loaded
// 2-core machine, beyond the shared 30 s, hence 60 s per test.
const harness = setupRoleAppHarness();

const { api } = harness;
const affiliateId = async () => (await api('POST', '/user_profiles/list', { q: 'affiliate@example.com' }))[0].id as number;

describe('the affiliate’s offers on their account page', () => {
  it('lists their requests and the payout and revenue rules that apply to them', async () => {
    const id = await affiliateId();
    await harness.renderApp('admin', `/user-operations/all-users/${id}/show/offers`);
    expect(await screen.findByRole('heading', { name: 'Offers and requests' })).toBeInTheDocument();
    expect(await screen.findByText('VIP Trading Room')).toBeInTheDocument();
    expect(await screen.findByText(/300\.00/)).toBeInTheDocument(); // their own payout rule
    expect(await screen.findByText(/95\.00/)).toBeInTheDocument(); // their manager's rule, for all the manager's affiliates
    expect(screen.getByRole('heading', { name: 'Revenue rules' })).toBeInTheDocument();
    expect(await screen.findByText(/240\.00/)).toBeInTheDocument();
  }, 60_000);

  it('leaves the revenue rules out under hide_revenue', async () => {
    const id = await affiliateId();
    await withFeature(harness.testApp, 'hide_revenue', true, async () => {
      await harness.renderApp('admin', `/user-operations/all-users/${id}/show/offers`);
      expect(await screen.findByRole('heading', { name: 'Payout rules' })).toBeInTheDocument();
      expect(await screen.findByText(/300\.00/)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Revenue rules' })).toBeNull();
      expect(screen.queryByText(/240\.00/)).toBeNull();
    });
  }, 60_000);
});

describe('offer form and status menu', () => {
  it('edits an offer under hide_revenue without revenue inputs, keeping its revenue', async () => {
    const offer = await api('POST', '/campaigns', offerBody('Blind edit offer'));
    await withFeature(harness.testApp, 'hide_revenue', true, async () => {
      await harness.renderApp('admin', `/offers/${offer.id}`);
      const name = await screen.findByLabelText(/^Name/);
      await waitFor(() => expect(name).toHaveValue('Blind edit offer'));
      expect(screen.queryByLabelText(/^Revenue CPA/)).toBeNull();
      expect(screen.getByLabelText(/^Payout CPA/)).toBeInTheDocument();
      await userEvent.clear(name);
      await userEvent.type(name, 'Blind edit offer 2');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(async () => expect((await api('GET', `/campaigns/${offer.id}`)).name).toBe('Blind edit offer 2'));
    });
    const [row] = await harness.testApp.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ revenueCpa: '15.00', revenueCpl: '3.00' });
  }, 60_000);

  it('offers only the moves a Draft may make', async () => {
    const offer = await api('POST', '/campaigns', offerBody('Draft menu offer', { status: -2 }));
    await harness.renderApp('admin', `/offers/${offer.id}/show`);
    await userEvent.click(await screen.findByRole('button', { name: 'Set status' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual(['Deleted', 'Active']);
  }, 60_000);

  it('approves one request from its row on the offer’s requests tab', async () => {
    const offer = await api('POST', '/campaigns', offerBody('Row approve offer', { access: 3 }));
    const request = await api('POST', `/campaigns/${offer.id}/apply`, { comment: 'Push traffic' }, 'affiliate');
    await harness.renderApp('admin', `/offers/${offer.id}/show/requests`);
    // read afresh: the list's loading placeholder is another table than the one its rows arrive in
    const table = () => screen.getByRole('table');
    await waitFor(() => expect(within(table()).getByText('Push traffic')).toBeInTheDocument());
    const row = within(table()).getByText('Push traffic').closest('tr') as HTMLElement;
    // the row's moves show once their permission check has answered
    await userEvent.click(await within(row).findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    const [rule] = await api('POST', '/campaign-requests/list', { offer_id: offer.id, status: 2 });
    expect(rule.id).toBe(request.id);
  }, 60_000);
});

describe('the affiliate’s screens', () => {
  it('builds a tracking link on the active domain the affiliate picks', async () => {
    await api('POST', '/tracking-domains/tracking-domains', { domain: 'pick.example.net' });
    await api('POST', '/campaigns', offerBody('Domain pick offer', { countries: [] }));
    await harness.renderApp('affiliate', '/my-offers');
    // read afresh: the list's loading placeholder is another table than the one its rows arrive in
    const table = () => screen.getByRole('table');
    await userEvent.click(await waitFor(() => within(table()).getByText('Domain pick offer')));
    await userEvent.click(await screen.findByRole('combobox', { name: /^Tracking domain/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'pick.example.net' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get link' }));
    const link = await screen.findByTestId('tracking-link');
    expect(new URL((link as HTMLInputElement).value).hostname).toBe('pick.example.net');
  }, 60_000);

  it('shows the revshare where an offer pays one', async () => {
    await api('POST', '/campaigns', offerBody('Revshare market offer', { countries: [], revshare_percent: 12.5 }));
    await harness.renderApp('affiliate', '/marketplace');
    // read afresh: the list's loading placeholder is another table than the one its rows arrive in
    const table = () => screen.getByRole('table');
    const cell = await waitFor(() => within(table()).getByText('Revshare market offer'));
    expect(within(cell.closest('tr') as HTMLElement).getByText(/^12\.50? ?%$/)).toBeInTheDocument();
  }, 60_000);
});
