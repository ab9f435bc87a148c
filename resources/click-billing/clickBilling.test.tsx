import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PayoutStatus } from '../../domain/enums/payout';
import { closeDuePeriods } from '../../server/modules/billing/closeRepository';
import { withFeature } from '../../test/permissionToggles';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// Click billing against the real API (MSW → server app → this file's own database): an offer of
// this file's own whose clicks earned on two days of 2021 for the demo affiliate, the first billed
// by a closing forty days from now (so it has a payout), the second written after it (not billed).
const harness = setupRoleAppHarness();
const exec = (query: ReturnType<typeof sql>) => harness.testApp.database.db.execute(query);

const OFFER = 'Click billing offer';
let offerId = 0;
let affiliateId = 0;
let payoutId = 0;
let payoutStatus = 0;

/** The bodies of the list calls the screen makes while a test runs. */
const listBodies: Record<string, unknown>[] = [];
const record = ({ request }: { request: Request }) => {
  if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/click-billing/list')) return;
  void request
    .clone()
    .json()
    .then((body: Record<string, unknown>) => listBodies.push(body), () => undefined);
};

beforeAll(async () => {
  const offer = await harness.api('POST', '/campaigns', { name: OFFER, offer_group_id: 1, status: 1, access: 4, landing_url: 'https://land.example.com/?c={click_id}', payout_cpa: 10, revenue_cpa: 15 });
  offerId = offer.id;
  const found = (await exec(sql`SELECT id FROM users WHERE email = 'affiliate@example.com'`)) as unknown as { rows: { id: number }[] };
  affiliateId = found.rows[0]!.id;
  await exec(sql`INSERT INTO click_earnings (day, affiliate_id, offer_id, clicks, commission, revenue) VALUES ('2021-03-01', ${affiliateId}, ${offerId}, 1200, 60.00, 96.00)`);
  await closeDuePeriods(harness.testApp.database.db, { defaultTerms: 0, systemThreshold: 0, currency: 'USD' }, new Date(Date.now() + 40 * 86_400_000));
  await exec(sql`INSERT INTO click_earnings (day, affiliate_id, offer_id, clicks, commission, revenue) VALUES ('2021-03-02', ${affiliateId}, ${offerId}, 10, 0.50, 0.80)`);
  const [billed] = (await harness.api('POST', '/click-billing/list', { offer_id: offerId, day_to: '2021-03-01' })) as { payout_id: number; payout_status: number }[];
  payoutId = billed!.payout_id;
  payoutStatus = billed!.payout_status;
  harness.server.events.on('request:start', record);
});

afterEach(() => {
  listBodies.length = 0;
});

/** The list filtered to this file's offer, as the address carries it. */
const ofOffer = () => `?filter=${encodeURIComponent(JSON.stringify({ offer_id: offerId }))}`;
const table = () => screen.getByRole('table');
const rowOf = (day: string) => within(table()).getByText(day).closest('tr') as HTMLElement;

describe('click billing', () => {
  it('shows each day’s earning clicks with links to the affiliate, the offer and the payout, and the totals of every matching row', { timeout: 90_000 }, async () => {
    await harness.renderApp('admin', `/click-billing${ofOffer()}`);
    await waitFor(() => rowOf('2021-03-01'), { timeout: 20_000 });
    const billed = rowOf('2021-03-01');
    expect(within(billed).getByText('1,200')).toBeInTheDocument();
    expect(within(billed).getAllByText('$60.00')).toHaveLength(2); // the commission, all of it billed
    expect(within(billed).getByText('$96.00')).toBeInTheDocument();
    expect(within(billed).getByRole('link', { name: 'Alex Affiliate' })).toHaveAttribute('href', `/admin/d/user-operations/all-users/${affiliateId}/show`);
    expect(within(billed).getByRole('link', { name: OFFER })).toHaveAttribute('href', `/admin/d/offers/${offerId}/show`);
    expect(within(billed).getByRole('link', { name: `#${payoutId}` })).toHaveAttribute('href', `/admin/d/payouts/${payoutId}/show`);
    expect(within(billed).getByText(PayoutStatus.label(payoutStatus, 'en'))).toBeInTheDocument();
    const unbilled = rowOf('2021-03-02');
    expect(within(unbilled).getByText('Not billed yet')).toBeInTheDocument();
    expect(within(unbilled).getByText('$0.00')).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: /Revenue/ })).toBeInTheDocument();
    // newest day first
    expect(within(table()).getAllByText(/^2021-03-0\d$/).map((cell) => cell.textContent)).toEqual(['2021-03-02', '2021-03-01']);
    expect(screen.getByText(/1,210 earning clicks · commission \$60\.50 · revenue \$96\.80 · billed \$60\.00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('sends the day range and the billed filter, and the rows and totals follow', { timeout: 90_000 }, async () => {
    await harness.renderApp('admin', `/click-billing${ofOffer()}`);
    await waitFor(() => rowOf('2021-03-01'), { timeout: 20_000 });
    await userEvent.type(screen.getByLabelText('From day'), '2021-03-02');
    await userEvent.type(screen.getByLabelText('To day'), '2021-03-31');
    await userEvent.click(screen.getByRole('combobox', { name: 'Fully billed' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ offer_id: offerId, day_from: '2021-03-02', day_to: '2021-03-31', billed: false }), { timeout: 20_000 });
    await waitFor(() => expect(within(table()).queryByText('2021-03-01')).toBeNull(), { timeout: 20_000 });
    expect(within(rowOf('2021-03-02')).getByText('Not billed yet')).toBeInTheDocument();
    expect(screen.getByText(/10 earning clicks · commission \$0\.50 · revenue \$0\.80 · billed \$0\.00/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Fully billed' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ billed: true }), { timeout: 20_000 });
    await waitFor(() => expect(screen.getByText(/0 earning clicks · commission \$0\.00/)).toBeInTheDocument(), { timeout: 20_000 });
  });

  it('leaves revenue out for a manager under hide_revenue: no column, no total', { timeout: 90_000 }, async () => {
    await withFeature(harness.testApp, 'hide_revenue', true, async () => {
      await harness.renderApp('manager', `/click-billing${ofOffer()}`);
      await waitFor(() => rowOf('2021-03-01'), { timeout: 20_000 });
      expect(within(table()).queryByRole('columnheader', { name: /Revenue/ })).toBeNull();
      expect(within(table()).queryByText('$96.00')).toBeNull();
      expect(screen.getByText(/1,210 earning clicks · commission \$60\.50 · billed \$60\.00/)).toBeInTheDocument();
      expect(screen.queryByText(/revenue/)).toBeNull();
    });
  });

  it('reads in Russian', { timeout: 90_000 }, async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', `/click-billing${ofOffer()}`);
    await waitFor(() => rowOf('2021-03-01'), { timeout: 20_000 });
    expect(within(rowOf('2021-03-02')).getByText('Ещё не выставлено')).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: /Оплачиваемые клики/ })).toBeInTheDocument();
    expect(screen.getByText(/Итого:/).parentElement).toHaveTextContent(/1\s210 оплачиваемых кликов · комиссия 60,50\s\$ · доход 96,80\s\$ · выставлено 60,00\s\$/);
    expect(screen.getByRole('button', { name: 'Экспорт в CSV' })).toBeInTheDocument();
  });
});

describe('click billing on a phone (375 px)', () => {
  atScreenWidth(375);

  it('draws a card per row: day and affiliate, offer, clicks and commission, then the payout', { timeout: 90_000 }, async () => {
    await harness.renderApp('admin', `/click-billing${ofOffer()}`);
    expect(await screen.findByText('2021-03-01 · Alex Affiliate', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(`${OFFER} · 1,200 · $60.00`)).toBeInTheDocument();
    expect(screen.getByText(`#${payoutId} ${PayoutStatus.label(payoutStatus, 'en')}`)).toBeInTheDocument();
    expect(screen.getByText(/1,210 earning clicks/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('click billing with nothing earned', () => {
  it('explains how clicks earn and leads to the click payout rules', { timeout: 90_000 }, async () => {
    // last in this file: its database is put back to the seeded state before the next file
    await exec(sql`DELETE FROM click_earnings`);
    await harness.renderApp('admin', '/click-billing');
    expect(await screen.findByText('No earning clicks yet', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(/A unique click earns its affiliate a commission by the click payout rules of its offer/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open click payout rules' })).toHaveAttribute('href', '/admin/d/click-payout-rules');
  });
});
