import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offers, trackingDomains, users } from '../../server/db/schema';
import { newClickId, subIds, type ClickRecord } from '../../server/modules/tracker/clickRecord';
import { writeClicks } from '../../server/modules/tracker/clickStore';
import { withStoredKeys } from '../../test/permissionToggles';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The reasons of Risky traffic (spec 4 §4) on the click log and a conversion's page, against the
// real API: in English and Russian, by keyboard, on a phone, and not at all without UI_FraudDetection_Explain.
const harness = setupRoleAppHarness();
const MARK = 'why-risky';
let conversionId = 0;

beforeAll(async () => {
  const db = harness.testApp.database.db;
  const [affiliate] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  const [offer] = await db.select().from(offers).orderBy(asc(offers.id)).limit(1);
  const [domain] = await db.select().from(trackingDomains).limit(1);
  const clickedAt = new Date(Date.now() - 60_000);
  const click: ClickRecord = {
    click_id: newClickId(),
    clicked_at: clickedAt.toISOString(),
    offer_id: offer!.id,
    affiliate_id: affiliate!.id,
    manager_id: affiliate!.managerId ?? 0,
    tracking_domain_id: domain!.id,
    ip: '167.99.241.66',
    country: 'DE',
    device_type: 2,
    os: 'Linux',
    browser: '',
    referrer: '',
    refusal: null,
    traffic_safety: 3,
    fraud_reasons: ['known_bot', 'data_centre'],
    ...subIds({ p1: MARK }),
  };
  await writeClicks(db, [click]);
  const inserted = (await db.execute(sql`INSERT INTO conversions (click_id, clicked_at, offer_id, affiliate_id, manager_id, country, action, payable, reason, transaction_status, traffic_safety, fraud_reasons)
    VALUES (${click.click_id}, ${click.clicked_at}, ${offer!.id}, ${affiliate!.id}, ${affiliate!.managerId ?? 0}, 'DE', 2, 0, 'fraud', 0, 3, ${'{known_bot,data_centre,fast_conversion}'}::text[])
    RETURNING id::int AS id`)) as unknown as { rows: { id: number }[] };
  conversionId = inserted.rows[0]!.id;
});

afterEach(() => vi.unstubAllGlobals());

const logPath = `/click-log?filter=${encodeURIComponent(JSON.stringify({ period_type: 'this_month', p1: MARK }))}`;

describe('why traffic is Risky', () => {
  it('opens a click’s reasons from its safety chip by keyboard, and closes with Escape', async () => {
    const user = userEvent.setup();
    await harness.renderApp('admin', logPath);
    const button = await screen.findByRole('button', { name: 'Why: Risky' }, { timeout: 90_000 });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Why is this click Risky?' });
    expect(await within(dialog).findByText('Known bot or crawler (user agent)')).toBeInTheDocument();
    expect(within(dialog).getByText('Data-centre or proxy address')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 150_000);

  it('reads in Russian', async () => {
    const user = userEvent.setup();
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', logPath);
    await user.click(await screen.findByRole('button', { name: 'Почему: Рискованный' }, { timeout: 60_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Почему этот клик — Рискованный?' });
    expect(await within(dialog).findByText('Известный бот или краулер (user agent)')).toBeInTheDocument();
    expect(within(dialog).getByText('Адрес дата-центра или прокси')).toBeInTheDocument();
  });

  it('shows a conversion’s reasons, its click’s and its own, on its page', async () => {
    await harness.renderApp('admin', `/conversions/${conversionId}/show`);
    const panel = await screen.findByRole('region', { name: 'Traffic quality' }, { timeout: 60_000 });
    expect(await within(panel).findByText('Converted too soon after the click')).toBeInTheDocument();
    expect(within(panel).getByText('Known bot or crawler (user agent)')).toBeInTheDocument();
    expect(within(panel).getByText('Risky')).toBeInTheDocument();
  });

  it('shows the safety but no reasons to staff without UI_FraudDetection_Explain', async () => {
    await withStoredKeys(harness.testApp, 'manager@example.com', (held) => held.filter((k) => k !== 'UI_FraudDetection_Explain'), async () => {
      await harness.renderApp('manager', logPath);
      await waitFor(() => expect(screen.getAllByText('Risky').length).toBeGreaterThan(0), { timeout: 60_000 });
      expect(screen.queryByRole('button', { name: /^Why:/ })).toBeNull();
    });
  });

  it('names the safety on a phone’s card', async () => {
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (!max || 375 <= Number(max[1])) && (!min || 375 >= Number(min[1]));
      return { matches, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false };
    });
    await harness.renderApp('admin', logPath);
    expect(await screen.findByText(`${MARK} · Ran · Risky`, { exact: false }, { timeout: 60_000 })).toBeInTheDocument();
  });
});
