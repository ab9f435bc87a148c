import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Before money is lost: the offer's page and form and the affiliate's account page say who earns
// nothing on an offer and why, against the real API (decisions, offers: "What an offer pays for").
const harness = setupRoleAppHarness();

const { api } = harness;

/** The offer: Payout CPA 10, Revenue CPA 15, nothing per lead. */
const cpaTen = (name: string, over: Record<string, unknown> = {}) =>
  api('POST', '/campaigns', { name, offer_group_id: 1, status: 1, access: 4, landing_url: 'https://land.example.com/?c={click_id}', payout_cpa: 10, revenue_cpa: 15, ...over });

const CPL_GAP = /^Affiliates on CPL commission earn nothing on this offer: it pays CPA only \(FTDs and sales\), and a lead pays nobody\./;
const warnings = () => screen.findByRole('region', { name: 'Earnings warnings' });

/** MUI's media queries answer as a 375 px wide phone would. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || 375 <= Number(max[1])) && (!min || 375 >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false };
  });
  // the one MUI's useMediaQuery reads
  expect(window.matchMedia('(max-width:599.95px)').matches).toBe(true);
}
afterEach(() => vi.unstubAllGlobals());

describe('the offer’s page', () => {
  it('says that CPL affiliates earn nothing on an offer that pays CPA only, and what it pays on', async () => {
    const offer = await cpaTen('Gap show offer');
    await harness.renderApp('admin', `/offers/${offer.id}/show`);
    expect(await within(await warnings()).findByText(CPL_GAP)).toBeInTheDocument();
    expect(screen.getByText('By each affiliate\'s commission type: CPA on FTDs and sales, CPL on leads')).toBeInTheDocument();
  }, 60_000);

  it('says that CPA affiliates earn nothing on an offer that pays CPL only, and nobody on one that pays 0', async () => {
    const cpl = await cpaTen('Gap CPL offer', { payout_cpa: 0, payout_cpl: 4 });
    await harness.renderApp('admin', `/offers/${cpl.id}/show`);
    expect(await within(await warnings()).findByText(/^Affiliates on CPA commission earn nothing on this offer: it pays CPL only \(leads\)\./)).toBeInTheDocument();
  }, 60_000);

  it('shows no warning for an offer that pays every affiliate per lead, and names the action', async () => {
    const offer = await cpaTen('Per lead show offer', { pays_on: ['lead'] });
    await harness.renderApp('admin', `/offers/${offer.id}/show`);
    expect(await screen.findByText('Per lead show offer')).toBeInTheDocument();
    expect(await screen.findByText('Lead')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earnings warnings' })).toBeNull();
  }, 60_000);

  it('says it in Russian on a 375 px phone', async () => {
    const offer = await cpaTen('Gap phone offer');
    localStorage.setItem('language', 'ru');
    asPhone();
    await harness.renderApp('admin', `/offers/${offer.id}/show`);
    const region = await screen.findByRole('region', { name: 'Предупреждения о заработке' });
    expect(within(region).getByText(/^Партнёры с комиссией CPL ничего не заработают на этом оффере: он платит только CPA/)).toBeInTheDocument();
    expect(screen.getByText('По типу комиссии партнёра: CPA — за первые депозиты и продажи, CPL — за лиды')).toBeInTheDocument();
  }, 60_000);
});

describe('the offer form', () => {
  it('warns while the payout is typed, and pays every affiliate per lead once Lead is ticked', async () => {
    const offer = await cpaTen('Gap edit offer');
    await harness.renderApp('admin', `/offers/${offer.id}`);
    expect(await within(await warnings()).findByText(CPL_GAP)).toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(screen.getByRole('checkbox', { name: 'Lead' }));
    // one amount per conversion now: the CPL inputs go, the warning with them
    expect(await screen.findByLabelText(/^Payout per conversion/)).toHaveValue(10);
    expect(screen.queryByLabelText(/^Payout CPL/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Earnings warnings' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await api('GET', `/campaigns/${offer.id}`)).pays_on).toEqual(['lead']));
  }, 60_000);
});

describe('the affiliate’s account page', () => {
  it('names the open offers on which a CPL affiliate earns nothing, and why', async () => {
    const offer = await cpaTen('Gap affiliate offer');
    const paid = await cpaTen('Paid per lead offer', { pays_on: ['lead'] });
    const affiliate = await api('POST', '/user_profiles', {
      email: 'gap-cpl@example.com', first_name: 'Gap', last_name: 'Cpl', password: 'password-123', password_confirmation: 'password-123', user_type: 2, commission_type_id: 2,
    });
    await harness.renderApp('admin', `/user-operations/all-users/${affiliate.id}/show`);
    const region = await warnings();
    expect(within(region).getByText('This affiliate (CPL commission) earns nothing on these open offers:', { exact: false })).toBeInTheDocument();
    const link = within(region).getByRole('link', { name: 'Gap affiliate offer' });
    expect(link.closest('li')).toHaveTextContent('Gap affiliate offer: it pays CPA only (FTDs and sales), not leads');
    expect(link).toHaveAttribute('href', expect.stringContaining(`/offers/${offer.id}/show`));
    expect(within(region).queryByRole('link', { name: 'Paid per lead offer' })).toBeNull();
    expect(paid.pays_on).toEqual(['lead']);
  }, 60_000);

  it('says nothing on the page of an account that is not an affiliate', async () => {
    await cpaTen('Gap manager offer');
    const [manager] = await api('POST', '/user_profiles/list', { q: 'manager@example.com' });
    await harness.renderApp('admin', `/user-operations/all-users/${manager.id}/show`);
    expect(await screen.findByText('manager@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earnings warnings' })).toBeNull();
  }, 60_000);
});
