import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { offerBody } from '../../test/offerBody';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The offer's caps on its screens against the real API: staff add one on the form and see its use
// on the offer's page; the affiliate sees what is left on the offer in the marketplace.
// Each renders a role app against the real API (25–40 s seen on the shared machine), hence 60 s.
const harness = setupRoleAppHarness();

const { api } = harness;

/** Marks `used` of the offer's first cap as taken in its current window, as clicks would. */
async function use(offerId: number, used: number) {
  const [cap] = (await api('GET', `/campaigns/${offerId}`)).caps as { id: number; window_start: string }[];
  await harness.testApp.database.db.execute(sql`INSERT INTO offer_cap_usage (cap_id, window_start, used) VALUES (${cap!.id}, ${cap!.window_start}::date, ${used})`);
}

/** Opens the offer's form and adds a cap there, its limit typed in the field `limitLabel` names; nothing saved yet. */
async function addCap(offerId: number, cap: { period: string; counts: string; limitLabel: RegExp; limit: string }) {
  await harness.renderApp('admin', `/offers/${offerId}`);
  const section = await screen.findByRole('region', { name: 'Caps' });
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Add a cap' }));
  await user.click(within(section).getByRole('combobox', { name: /^Period/ }));
  await user.click(await screen.findByRole('option', { name: cap.period }));
  await user.click(within(section).getByRole('combobox', { name: /^Counts/ }));
  await user.click(await screen.findByRole('option', { name: cap.counts }));
  await user.type(within(section).getByLabelText(cap.limitLabel), cap.limit);
  return { section, user };
}

describe('caps on the offer', () => {
  it('staff add a cap on the form; it is saved, and the offer shows its use', async () => {
    const offer = await api('POST', '/campaigns', offerBody('Caps form offer'));
    const { user } = await addCap(offer.id, { period: 'Daily', counts: 'Clicks', limitLabel: /^Limit/, limit: '2' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await api('GET', `/campaigns/${offer.id}`)).caps).toMatchObject([{ affiliate_id: null, period: 'daily', metric: 'clicks', limit: 2, used: 0, left: 2 }]));

    await use(offer.id, 1);
    await harness.renderApp('admin', `/offers/${offer.id}/show`);
    // read afresh: the page may first show the record the form loaded, then the one it refetches
    const row = () => within(screen.getByRole('table', { name: 'Caps' })).getByText('Whole offer').closest('tr') as HTMLElement;
    await waitFor(() => expect(row()).toHaveTextContent('1 of 2'));
    expect(row()).toHaveTextContent('Daily · Clicks');
    expect(screen.getByText('When a cap is reached: Stop: clicks go to the fallback.')).toBeInTheDocument();
  }, 60_000);

  it('types a payout cap as money and sends it in cents, and asks where to redirect', async () => {
    const offer = await api('POST', '/campaigns', offerBody('Payout cap offer'));
    const { section, user } = await addCap(offer.id, { period: 'Monthly', counts: 'Payout', limitLabel: /^Limit, amount/, limit: '150.5' });
    await user.click(within(section).getByRole('combobox', { name: /^When a cap is reached/ }));
    await user.click(await screen.findByRole('option', { name: 'Redirect to another offer' }));
    expect(await within(section).findByRole('combobox', { name: /^Redirect clicks to/ })).toBeInTheDocument();
    await user.click(within(section).getByRole('combobox', { name: /^When a cap is reached/ }));
    await user.click(await screen.findByRole('option', { name: 'Accept, not payable' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await api('GET', `/campaigns/${offer.id}`)).toMatchObject({ cap_action: 'accept', caps: [{ period: 'monthly', metric: 'payout', limit: 15050 }] }));
  }, 60_000);

  it('says in our words what is wrong with a cap’s limit and the click lifetime (no browser bubble), and saves nothing', async () => {
    const offer = await api('POST', '/campaigns', offerBody('Bubble-free offer'));
    await harness.renderApp('admin', `/offers/${offer.id}`);
    const section = await screen.findByRole('region', { name: 'Caps' });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Save' }).closest('form')).toHaveAttribute('novalidate');
    await user.click(within(section).getByRole('button', { name: 'Add a cap' }));
    await user.click(within(section).getByRole('combobox', { name: /^Period/ }));
    await user.click(await screen.findByRole('option', { name: 'Daily' }));
    await user.click(within(section).getByRole('combobox', { name: /^Counts/ }));
    await user.click(await screen.findByRole('option', { name: 'Clicks' }));
    await user.type(within(section).getByLabelText(/^Limit/), '0');
    const lifetime = screen.getByLabelText(/^Click lifetime, days/);
    await user.clear(lifetime);
    await user.type(lifetime, '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Enter a whole number from 1 to 2000000000.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 365.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 500));
    expect((await api('GET', `/campaigns/${offer.id}`)).caps).toEqual([]);
  }, 60_000);

  describe('on a phone (375 px), in Russian', () => {
    atScreenWidth(375);
    it('the affiliate sees what is left of each cap on the offer', async () => {
      const offer = await api('POST', '/campaigns', offerBody('Осталось капа', { caps: [{ affiliate_id: null, period: 'daily', metric: 'clicks', limit: 2 }] }));
      await use(offer.id, 2);
      localStorage.setItem('language', 'ru');
      try {
        await harness.renderApp('affiliate', `/marketplace/${offer.id}/show`);
        expect(await screen.findByText('Капы: сколько осталось')).toBeInTheDocument();
        expect(screen.getByTestId('caps-left')).toHaveTextContent('В день · Клики: осталось 0 из 2');
      } finally {
        localStorage.removeItem('language');
      }
    }, 60_000);
  });
});
