import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withStoredKeys } from '../../test/permissionToggles';
import { atScreenWidth } from '../../test/ui/phoneWidth';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The Click payout rules screens against the real API (MSW → server app → this file's own database):
// an offer of this file's own with three rules (offer-wide, Germany, the demo affiliate in the US).
// Forms are filled with userEvent and autocompletes refetch on each key: up to a minute on the
// shared, loaded 2-core machine, hence 90 s per test.
const harness = setupRoleAppHarness();

const OFFER = 'Click rules offer';
let offerId = 0;
let affiliateId = 0;

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The API calls the screens make to the click payout rules while a test runs, with their bodies. */
const sent: Sent[] = [];
const record = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (!path.includes('/click-payout-rules')) return;
  const entry: Sent = { method: request.method, path, body: undefined };
  sent.push(entry);
  if (request.method !== 'GET' && request.method !== 'DELETE') void request.clone().json().then((body: unknown) => (entry.body = body), () => undefined);
};

beforeAll(async () => {
  const offer = await harness.api('POST', '/campaigns', { name: OFFER, offer_group_id: 1, status: 1, access: 4, landing_url: 'https://land.example.com/?c={click_id}', payout_cpa: 10, revenue_cpa: 15 });
  offerId = offer.id;
  const found = (await harness.testApp.database.db.execute(sql`SELECT id FROM users WHERE email = 'affiliate@example.com'`)) as unknown as { rows: { id: number }[] };
  affiliateId = found.rows[0]!.id;
  await harness.api('POST', '/click-payout-rules', { offer_id: offerId, payout: 0.11, revenue: 0.21 });
  await harness.api('POST', '/click-payout-rules', { offer_id: offerId, country: 'DE', payout: 0.12, revenue: 0.22 });
  await harness.api('POST', '/click-payout-rules', { offer_id: offerId, affiliate_id: affiliateId, country: 'US', payout: 0.13, revenue: 0.23 });
  harness.server.events.on('request:start', record);
});

afterEach(() => {
  sent.length = 0;
});

// the list behind an open dialog is hidden from the accessibility tree, so look past that
const table = () => screen.getByRole('table', { hidden: true });
/** The row of this file's offer that reads all of `texts` (the demo's own offer has rules of its own). */
const rowOf = (...texts: string[]) => {
  const rows = within(table())
    .getAllByText(OFFER)
    .map((cell) => cell.closest('tr') as HTMLElement)
    .filter((row) => texts.every((text) => within(row).queryByText(text) !== null));
  if (rows.length !== 1) throw new Error(`${rows.length} rows of ${OFFER} read ${texts.join(', ')}`);
  return rows[0]!;
};
const rulesOf = async (): Promise<Record<string, unknown>[]> => harness.api('POST', '/click-payout-rules/list', { offer_id: offerId, per_page: 100 });

async function pick(label: RegExp, text: string, option: string) {
  await userEvent.type(await screen.findByRole('combobox', { name: label }), text);
  // each key refetches the choices: on a loaded machine the last answer can be slow
  await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 45_000 }));
}

describe('click payout rules list', () => {
  it('shows an admin each rule: offer, affiliate or every one, the country by name or every one, payout, revenue', { timeout: 90_000 }, async () => {
    await harness.renderApp('admin', '/click-payout-rules');
    await waitFor(() => expect(within(table()).getAllByText(OFFER)).toHaveLength(3), { timeout: 20_000 });
    expect(within(table()).getByRole('columnheader', { name: /Revenue per click/ })).toBeInTheDocument();
    const germany = rowOf('Germany');
    expect(within(germany).getByText('Every affiliate')).toBeInTheDocument();
    expect(within(germany).getByText('$0.12')).toBeInTheDocument();
    expect(within(germany).getByText('$0.22')).toBeInTheDocument();
    const own = rowOf('United States');
    expect(within(own).getByText('Alex Affiliate')).toBeInTheDocument();
    expect(within(own).getByText('$0.13')).toBeInTheDocument();
    const offerWide = rowOf('Every country');
    expect(within(offerWide).getByText('Every affiliate')).toBeInTheDocument();
    expect(within(offerWide).getByText('$0.11')).toBeInTheDocument();
    // the button shows once the permission check has answered
    await waitFor(() => expect(within(rowOf('Every country')).getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
  });

  it('shows an affiliate their own and the offer-wide rules, without revenue, and nothing to change', { timeout: 90_000 }, async () => {
    await harness.renderApp('affiliate', '/click-payout-rules');
    await waitFor(() => expect(within(table()).getAllByText(OFFER)).toHaveLength(3), { timeout: 20_000 });
    expect(within(table()).queryByRole('columnheader', { name: /Revenue/ })).toBeNull();
    expect(within(table()).queryByText('$0.23')).toBeNull();
    expect(within(table()).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    // a row opens nothing
    await userEvent.click(within(rowOf('United States')).getByText('$0.13'));
    expect(window.location.pathname).toBe('/affiliate/d/click-payout-rules');
    expect(sent.filter((s) => s.method !== 'POST' || !s.path.endsWith('/list'))).toEqual([]);
  });

  it('asks before deleting a rule, keeps it on No and deletes it on Yes', { timeout: 90_000 }, async () => {
    const rule = await harness.api('POST', '/click-payout-rules', { offer_id: offerId, country: 'FR', payout: 0.02 });
    await harness.renderApp('admin', '/click-payout-rules');
    // the button shows once the permission check has answered
    await userEvent.click(await waitFor(() => within(rowOf('France')).getByRole('button', { name: 'Delete' }), { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Delete the click payout rule of ${OFFER} · FR?`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((s) => s.method === 'DELETE')).toEqual([]);

    await userEvent.click(within(rowOf('France')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Click payout rule deleted')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([`/api/admin/click-payout-rules/${rule.id}`]);
    expect((await rulesOf()).map((r) => r.id)).not.toContain(rule.id);
  });

  it('reads in Russian', { timeout: 90_000 }, async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', '/click-payout-rules');
    await waitFor(() => rowOf('Германия'), { timeout: 20_000 });
    expect(within(rowOf('Германия')).getByText('Все партнёры')).toBeInTheDocument();
    expect(within(rowOf('Все страны')).getByText('Все партнёры')).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: /Выплата за клик/ })).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: /Доход за клик/ })).toBeInTheDocument();
    expect(screen.getAllByText('Правила выплат за клики').length).toBeGreaterThan(0);
  });
});

describe('click payout rule forms', () => {
  it('creates a rule for one affiliate and country, sending the API’s body, then refuses the same rule again on the offer field', { timeout: 90_000 }, async () => {
    await harness.renderApp('admin', '/click-payout-rules/create');
    await pick(/^Offer/, 'Click rules', OFFER);
    expect(screen.getByText('Empty: every affiliate of the offer')).toBeInTheDocument();
    await pick(/^Affiliate/, 'affiliate@', 'affiliate@example.com');
    await pick(/^Country/, 'Germ', 'Germany');
    await userEvent.type(screen.getByLabelText(/^Payout per click/), '0.07');
    await userEvent.type(screen.getByLabelText(/^Revenue per click/), '0.12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Click payout rule created')).toBeInTheDocument();
    const created = sent.find((s) => s.method === 'POST' && s.path === '/api/admin/click-payout-rules');
    expect(created?.body).toEqual({ offer_id: offerId, affiliate_id: affiliateId, country: 'DE', payout: 0.07, revenue: 0.12 });
    expect(await rulesOf()).toContainEqual(expect.objectContaining({ affiliate_id: affiliateId, country: 'DE', payout: 0.07, revenue: 0.12 }));

    // the same offer × affiliate × country again: the server's 422 lands on the offer
    cleanup();
    await harness.renderApp('admin', '/click-payout-rules/create');
    await pick(/^Offer/, 'Click rules', OFFER);
    await pick(/^Affiliate/, 'affiliate@', 'affiliate@example.com');
    await pick(/^Country/, 'Germ', 'Germany');
    await userEvent.type(screen.getByLabelText(/^Payout per click/), '0.09');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This offer already has a click payout rule/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Offer/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits only the amounts: the offer, affiliate and country are shown, and the body holds payout and revenue alone', { timeout: 90_000 }, async () => {
    const [rule] = (await rulesOf()).filter((r) => r.country === 'US');
    await harness.renderApp('admin', `/click-payout-rules/${String(rule!.id)}`);
    const payout = await screen.findByLabelText(/^Payout per click/, {}, { timeout: 20_000 });
    await waitFor(() => expect(payout).toHaveValue(0.13));
    expect(screen.getByText('Alex Affiliate')).toBeInTheDocument();
    expect(screen.getByText('United States')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Offer/ })).toBeNull();
    await userEvent.clear(payout);
    await userEvent.type(payout, '0.055');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount of 0 or more with at most two decimals.')).toBeInTheDocument();
    await userEvent.clear(payout);
    await userEvent.type(payout, '0.04');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Click payout rule saved')).toBeInTheDocument();
    const put = sent.find((s) => s.method === 'PUT');
    expect(put?.path).toBe(`/api/admin/click-payout-rules/${String(rule!.id)}`);
    expect(put?.body).toEqual({ payout: 0.04, revenue: 0.23 });
    expect(await harness.api('GET', `/click-payout-rules/${String(rule!.id)}`)).toMatchObject({ affiliate_id: affiliateId, country: 'US', payout: 0.04, revenue: 0.23 });
  });

  it('lets a manager who manages click payout rules change their affiliates’ rules, and only read the offer-wide ones', { timeout: 90_000 }, async () => {
    const manage = (held: string[]) => [...new Set([...held, 'UI_ClickPayoutRules_View', 'UI_ClickPayoutRules_Manage'])];
    await withStoredKeys(harness.testApp, 'manager@example.com', manage, async () => {
      await harness.renderApp('manager', '/click-payout-rules');
      await waitFor(() => within(rowOf('Alex Affiliate', 'United States')).getByRole('button', { name: 'Delete' }), { timeout: 20_000 });
      expect(within(rowOf('Every affiliate', 'Germany')).queryByRole('button', { name: 'Delete' })).toBeNull();
      await userEvent.click(within(rowOf('Every affiliate', 'Germany')).getByText('$0.12'));
      expect(window.location.pathname).toBe('/manager/d/click-payout-rules');
      await userEvent.click(within(rowOf('Alex Affiliate', 'United States')).getByText('Alex Affiliate'));
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/manager\/d\/click-payout-rules\/\d+$/));
    });
  });
});

describe('click payout rules on a phone (375 px)', () => {
  atScreenWidth(375);

  it('draws each rule as a card: offer, then affiliate and country, then the amounts', { timeout: 90_000 }, async () => {
    await harness.renderApp('admin', '/click-payout-rules');
    expect(await screen.findByText('$0.12 · $0.22', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Every affiliate · Germany').length).toBeGreaterThan(0);
    expect(screen.getAllByText(OFFER).length).toBeGreaterThan(2);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
