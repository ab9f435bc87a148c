import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/ui/numberFormat';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// An offer's page in the affiliate's marketplace, against the real API: reached from the list by a
// click, by the keyboard and by its address; what the affiliate earns, where it runs, and Apply.
// Each renders a role app against the real API (25–40 s seen on the shared machine), hence 60 s.
const harness = setupRoleAppHarness();

async function createOffer(name: string, over: Record<string, unknown> = {}) {
  const { testApp } = harness;
  const body = {
    name, offer_group_id: 1, status: 1, access: 4, landing_url: 'https://land.example.com/?c={click_id}', payout_cpa: 10, payout_cpl: 0, revenue_cpa: 15, revenue_cpl: 0,
    countries: ['DE', 'AT'], description: 'Forex leads from Germany.\nNo incentive traffic.', preview_url: 'https://preview.example.com/forex', pays_on: ['lead'], daily_cap: 50, ...over,
  };
  const res = await testApp.call('POST', '/api/admin/campaigns', { cookie: await testApp.cookieFor('admin'), body });
  expect(res.status).toBe(201);
  return (await res.json()).data as { id: number };
}

const page = (id: number) => `/affiliate/d/marketplace/${id}/show`;
/** read afresh: the list's loading placeholder is another table than the one its rows arrive in */
const nameLink = (name: string) => waitFor(() => within(screen.getByRole('table')).getByRole('link', { name }));

describe('an offer’s page in the marketplace', () => {
  it('opens from the list by a click on the name, with its description, what the affiliate earns, countries, preview and caps', async () => {
    const offer = await createOffer('Detail lead offer');
    await harness.renderApp('affiliate', '/marketplace');
    await userEvent.setup().click(await nameLink('Detail lead offer'));
    await waitFor(() => expect(window.location.pathname).toBe(page(offer.id)));
    const earnings = await screen.findByTestId('offer-earnings');
    expect(earnings).toHaveTextContent(`Lead: ${formatMoney(10, 'en')}`);
    expect(earnings).toHaveTextContent('The offer pays these actions to every affiliate.');
    expect(screen.getByText('What you earn')).toBeInTheDocument();
    expect(screen.getByText(/Forex leads from Germany\.\s+No incentive traffic\./)).toBeInTheDocument();
    expect(screen.getByText('DE, AT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://preview.example.com/forex' })).toHaveAttribute('href', 'https://preview.example.com/forex');
    expect(screen.getByTestId('caps-left')).toHaveTextContent('Daily · Conversions (FTDs, sales): 50 of 50 left'); // daily_cap: the offer's daily conversions cap
    expect(screen.getByText('Approved')).toBeInTheDocument(); // a Public offer: they may run it
    expect(screen.getByRole('link', { name: 'Get a tracking link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All offers' })).toBeInTheDocument();
  }, 60_000);

  it('opens by the keyboard: the name is a link reached by Tab and followed by Enter', async () => {
    const offer = await createOffer('Keyboard offer');
    await harness.renderApp('affiliate', '/marketplace');
    const link = await nameLink('Keyboard offer');
    const user = userEvent.setup();
    link.focus();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(page(offer.id)));
    expect(await screen.findByTestId('offer-earnings')).toBeInTheDocument();
  }, 60_000);

  it('opens by its address in Russian and applies from the page', async () => {
    const offer = await createOffer('Offer by request', { access: 3, pays_on: [], payout_cpa: 25, revshare_percent: 12.5 });
    localStorage.setItem('language', 'ru');
    await harness.renderApp('affiliate', `/marketplace/${offer.id}/show`);
    const earnings = await screen.findByTestId('offer-earnings');
    expect(screen.getByText('Что вы получаете')).toBeInTheDocument();
    expect(earnings).toHaveTextContent('Оплата по вашему типу комиссии.');
    expect(earnings).toHaveTextContent(/Ревшара: 12,5\s?% от каждой суммы/);
    expect(screen.getByText('Ваш доступ')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Подать заявку' }));
    expect(await screen.findByText('Заявка на рассмотрении')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подать заявку' })).toBeNull();
  }, 60_000);

  it('says so when the offer pays the affiliate nothing per conversion', async () => {
    const offer = await createOffer('Zero offer', { pays_on: [], payout_cpa: 0 });
    await harness.renderApp('affiliate', `/marketplace/${offer.id}/show`);
    expect(await screen.findByTestId('offer-earnings')).toHaveTextContent('This offer pays you nothing per conversion at the moment. Ask your manager.');
  }, 60_000);

  describe('on a phone (375 px)', () => {
    atScreenWidth(375);
    it('opens from the offer’s card, Apply staying outside the link', async () => {
      const offer = await createOffer('Phone detail offer', { access: 3 });
      await harness.renderApp('affiliate', '/marketplace');
      const link = await screen.findByRole('link', { name: 'Phone detail offer' });
      expect(within(link).queryByRole('button')).toBeNull();
      await userEvent.setup().click(link);
      await waitFor(() => expect(window.location.pathname).toBe(page(offer.id)));
      expect(await screen.findByTestId('offer-earnings')).toHaveTextContent(`Lead: ${formatMoney(10, 'en')}`);
      expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    }, 60_000);
  });
});
