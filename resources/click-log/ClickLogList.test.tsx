import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { startOfMonth } from 'date-fns';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';
import { offers, trackingDomains, users } from '../../server/db/schema';
import { newClickId, type ClickRecord } from '../../server/modules/tracker/clickRecord';
import { writeClicks } from '../../server/modules/tracker/clickStore';
import { setupRoleAppHarness } from '../../test/ui/roleAppHarness';

// The click log against the real API (MSW → server app → this file's database): its pager, its
// refusal reasons, its Unique column and its dates, in English and in Russian, on a desktop and a phone.
const harness = setupRoleAppHarness();

/** Two clicks that ran (the second from the first's address: not unique) and two refused, each from a new address. */
const PLAN: { ip: string; refusal: string | null }[] = [
  { ip: '192.0.2.101', refusal: null },
  { ip: '192.0.2.101', refusal: null },
  { ip: '192.0.2.102', refusal: 'unknown_affiliate' },
  { ip: '192.0.2.103', refusal: 'country_not_allowed' },
];
const MARK = 'fmt-log';
/** The admin's profile zone: five and a half hours ahead of UTC, so a wrong zone shows in the minutes too. */
const ZONE = 'Asia/Kolkata';
const ZONE_OFFSET_MS = 5.5 * 3_600_000;
let at: Date;

/**
 * A whole second an hour before `now`, but not before this month began in the profile's zone (the
 * log opens on this month): at 00:30 on the 1st in Kolkata, an hour ago was last month.
 */
function clickTime(now: number): Date {
  const monthBegan = fromZonedTime(startOfMonth(toZonedTime(now, ZONE)), ZONE).getTime();
  return new Date(Math.floor(Math.max(now - 3_600_000, monthBegan + 5_000) / 1000) * 1000);
}

beforeAll(async () => {
  const db = harness.testApp.database.db;
  await db.update(users).set({ timeZone: ZONE }).where(eq(users.email, 'admin@example.com'));
  const [affiliate] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
  const [offer] = await db.select().from(offers).orderBy(asc(offers.id)).limit(1);
  const [domain] = await db.select().from(trackingDomains).limit(1);
  at = clickTime(Date.now());
  const clicks = PLAN.map(
    ({ ip, refusal }, i) =>
      ({
        click_id: newClickId(),
        clicked_at: new Date(at.getTime() - i * 1000).toISOString(),
        offer_id: offer!.id,
        affiliate_id: affiliate!.id,
        manager_id: affiliate!.managerId ?? 0,
        tracking_domain_id: domain!.id,
        p1: MARK,
        p2: `row-${i}`,
        ...Object.fromEntries(['p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'].map((p) => [p, null])),
        ip,
        country: 'DE',
        device_type: 1,
        os: 'Android',
        browser: 'Chrome',
        referrer: '',
        refusal,
      }) as ClickRecord,
  );
  // one by one, oldest first, so the second click from an address is the one that is not unique
  for (const click of [...clicks].reverse()) await writeClicks(db, [click]);
});

afterEach(() => vi.unstubAllGlobals());

const logPath = `/click-log?filter=${encodeURIComponent(JSON.stringify({ period_type: 'this_month', p1: MARK }))}`;

/** Intl writes narrow/no-break spaces; compare with plain ones. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The wall clock of `instant` in the profile's zone, written by hand as each language writes it (the oracle, not Intl). */
function wallClock(instant: Date) {
  const w = new Date(instant.getTime() + ZONE_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  const [y, mo, d, h, mi, s] = [w.getUTCFullYear(), w.getUTCMonth() + 1, w.getUTCDate(), w.getUTCHours(), w.getUTCMinutes(), w.getUTCSeconds()];
  return {
    en: `${mo}/${d}/${y}, ${h % 12 === 0 ? 12 : h % 12}:${two(mi)}:${two(s)} ${h < 12 ? 'AM' : 'PM'}`,
    ru: `${two(d)}.${two(mo)}.${y}, ${two(h)}:${two(mi)}:${two(s)}`,
  };
}

/** The log's rows of this file's clicks, keyed by their p2 (row-0 … row-3); read afresh, the loading placeholder is another table. */
async function rowsByMark() {
  const marked = () => within(screen.getByRole('table')).getAllByRole('row').filter((row) => within(row).queryByText(/^row-\d$/));
  // the file's first render loads react-admin's list cold: many seconds on the shared, loaded machine
  await waitFor(() => expect(marked()).toHaveLength(PLAN.length), { timeout: 90_000 });
  return new Map(marked().map((row) => [within(row).getByText(/^row-\d$/).textContent!, row]));
}

/** A phone's screen: MUI's media queries answered for a 375 px wide window (jsdom has none of its own). */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || 375 <= Number(max[1])) && (!min || 375 >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false };
  });
}

describe('the click log', () => {
  it('counts the rows it shows, names refusals, ticks only the clicks the report counts unique, and writes times in the profile zone', async () => {
    await harness.renderApp('admin', logPath);
    const rows = await rowsByMark();
    // no total from the server: the pager counts the four rows, not a page of 25
    expect(screen.getByText('1-4 of 4')).toBeInTheDocument();
    expect(screen.queryByText(/of 25/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();

    expect(within(rows.get('row-2')!).getByText('Unknown affiliate')).toBeInTheDocument();
    expect(within(rows.get('row-3')!).getByText('Country not allowed')).toBeInTheDocument();
    expect(screen.queryByText('unknown_affiliate')).toBeNull();
    // unique as the report counts: the first click from an address that ran; never a refused one
    const unique = (mark: string) => within(rows.get(mark)!).getByTestId(/^(true|false)$/).dataset.testid;
    expect(PLAN.map((_, i) => unique(`row-${i}`))).toEqual(['false', 'true', 'false', 'false']);

    expect(within(rows.get('row-0')!).getByText((_, node) => node?.tagName === 'SPAN' && plain(node.textContent) === wallClock(at).en)).toBeInTheDocument();
  }, 150_000);

  it('reads the same in Russian: labels, the pager and the profile zone’s dates as Russians write them', async () => {
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', logPath);
    const rows = await rowsByMark();
    expect(screen.getByText((_, node) => node?.tagName === 'P' && plain(node.textContent) === '1–4 из 4')).toBeInTheDocument();
    expect(within(rows.get('row-2')!).getByText('Неизвестный партнёр')).toBeInTheDocument();
    expect(within(rows.get('row-3')!).getByText('Страна не разрешена')).toBeInTheDocument();
    expect(screen.queryByText(/unknown_affiliate|country_not_allowed/)).toBeNull();
    expect(within(rows.get('row-0')!).getByText((_, node) => node?.tagName === 'SPAN' && plain(node.textContent) === wallClock(at).ru)).toBeInTheDocument();
    expect(screen.queryByText(/\d+\/\d+\/\d{4}, .*[AP]M/)).toBeNull();
  });

  it('writes a phone card’s time and refusal as the desktop row does, in Russian', async () => {
    onPhone();
    localStorage.setItem('language', 'ru');
    await harness.renderApp('admin', logPath);
    expect(await screen.findByText((_, node) => node?.tagName !== 'LI' && plain(node?.textContent) === wallClock(at).ru)).toBeInTheDocument();
    expect(screen.getByText(`${MARK} · Отклонён: Неизвестный партнёр`, { exact: false })).toBeInTheDocument();
  });
});
