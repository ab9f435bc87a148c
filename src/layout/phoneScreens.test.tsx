import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeDuePeriods } from '../../server/modules/billing/closeRepository';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// What a phone 375 px wide is drawn with, against the real API. jsdom measures nothing, so these
// assert what is rendered (the icon a button shows, the name on a card, the controls' names); that
// the title then fits and nothing runs off the edge is for a journey at 375 px to see.
const harness = setupRoleAppHarness();

beforeAll(async () => {
  // every affiliate with commission gets a payout: a closing forty days from now
  await closeDuePeriods(harness.testApp.database.db, { defaultTerms: 0, systemThreshold: 0, currency: 'USD' }, new Date(Date.now() + 40 * 86_400_000));
});

async function api(method: string, path: string, body?: unknown, who = 'admin') {
  const { testApp } = harness;
  const res = await testApp.call(method, `/api/${who}${path}`, { cookie: await testApp.cookieFor(who), body });
  return (await res.json()).data;
}

describe('on a phone (375 px)', () => {
  atScreenWidth(375);

  it('leaves the app bar to the page title: no brand beside it, the language button still named', async () => {
    await harness.renderApp('admin', '/', { shell: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Admin' })).toBeInTheDocument();
    const bar = screen.getByRole('banner');
    expect(within(bar).queryByText('AffNet')).toBeNull();
    expect(within(bar).getByRole('button', { name: 'English' })).toBeInTheDocument();
  });

  it('draws the offer page’s Set status as an icon with its name', async () => {
    const offer = await api('POST', '/campaigns', {
      name: 'Phone status offer', offer_group_id: 1, status: -2, access: 4, landing_url: 'https://land.example.com/?c={click_id}', payout_cpa: 10, revenue_cpa: 15,
    });
    await harness.renderApp('admin', `/offers/${offer.id}/show`);
    const button = await screen.findByRole('button', { name: 'Set status' });
    expect(button.querySelector('svg')).not.toBeNull();
  }, 60_000);

  it('names the affiliate on each payout card for staff', async () => {
    await harness.renderApp('admin', '/payouts');
    await waitFor(() => expect(screen.getAllByText(/^Alex Affiliate · /).length).toBeGreaterThan(0));
  });

  it('puts a conversion card’s time on a line of its own, not floated at the right edge', async () => {
    await harness.renderApp('admin', '/conversions');
    const time = /^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2}\s[AP]M$/;
    await waitFor(() => expect(screen.getAllByText(time).length).toBeGreaterThan(0));
    expect(document.querySelector('.RaSimpleList-tertiary')).toBeNull();
  });
});

describe('on a desktop', () => {
  it('shows the brand in the app bar', async () => {
    await harness.renderApp('admin', '/', { shell: true });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Admin' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('AffNet')).toBeInTheDocument();
  });
});
