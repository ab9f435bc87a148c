import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/testDb';
import { DeviceType, newClickId, subIds, type ClickRecord } from './clickRecord';
import { FIRST_REPLAN, preparedClickWriter, replanSchedule, writeClicks } from './clickStore';

let database: Database;
beforeAll(async () => void (database = await openTestDatabase()));
afterAll(() => database.close());

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

const click = (p1: string | null, at: Date): ClickRecord => ({
  click_id: newClickId(),
  clicked_at: at.toISOString(),
  offer_id: null,
  affiliate_id: null,
  manager_id: 0,
  tracking_domain_id: 1,
  ...subIds({ p1 }),
  ip: '7.7.7.7',
  country: '--',
  device_type: DeviceType.Mobile,
  os: 'iOS',
  browser: 'Safari',
  referrer: "https://example.com/?q=it's",
  refusal: 'malformed',
});

async function storedP1(records: ClickRecord[]) {
  const found = rows<{ click_id: string; p1: string | null; referrer: string }>(
    await database.db.execute(sql`SELECT click_id, p1, referrer FROM clicks WHERE click_id IN (${sql.join(records.map((r) => sql`${r.click_id}`), sql`, `)})`),
  );
  return records.map((r) => found.find((f) => f.click_id === r.click_id)?.p1);
}

describe('the prepared click writer', () => {
  it('stores sub-ids holding quotes, backslashes and dollar quotes as they came, with or without a second writer on the database', async () => {
    const at = new Date('2031-03-03T03:00:00Z');
    const texts = ["it's", '$c$ end $c$', '$c0$x$c$', 'back\\slash "quoted"', 'юникод', null];
    const first = texts.map((p1) => click(p1, at));
    const second = texts.map((p1) => click(p1, at));
    expect(await preparedClickWriter(database.db)(first)).toBe(texts.length);
    // a second writer (the process's own beside a NATS consumer) prepares the same statement
    expect(await preparedClickWriter(database.db)(second)).toBe(texts.length);
    expect(await storedP1(first)).toEqual(texts);
    expect(await storedP1(second)).toEqual(texts);
  });

  it('writes what writeClicks writes, skips a click stored already, and keeps writing after the session drops its prepared statements', async () => {
    const write = preparedClickWriter(database.db);
    const at = new Date('2031-04-04T04:00:00Z');
    const once = [click('a', at), click('b', at)];
    expect(await write(once)).toBe(2);
    expect(await writeClicks(database.db, once)).toBe(0);
    expect(await write(once)).toBe(0);
    await database.db.execute(sql`DEALLOCATE ALL`);
    const later = [click('c', at)];
    expect(await write(later)).toBe(1);
    expect(await storedP1([...once, ...later])).toEqual(['a', 'b', 'c']);
  });

  it('keeps writing, and skipping clicks stored already, through its statement planned again as the clicks add up', async () => {
    const write = preparedClickWriter(database.db);
    const at = new Date('2031-05-05T05:00:00Z');
    const batches = Array.from({ length: 3 * (FIRST_REPLAN / 100) + 1 }, (_, b) => Array.from({ length: 100 }, (_, i) => click(`r${b}-${i}`, at)));
    for (const batch of batches) expect(await write(batch)).toBe(100);
    for (const batch of [batches[0]!, batches.at(-1)!]) expect(await write(batch)).toBe(0);
    const [stored] = rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM clicks WHERE p1 LIKE 'r%-%'`));
    expect(stored!.n).toBe(batches.length * 100);
  });
});

describe('the click writer\'s replanning', () => {
  it('plans again after 1 000 clicks, then after twice as many each time, and from the start again when the month turns', () => {
    let now = new Date('2031-01-31T23:00:00Z');
    const due = replanSchedule(() => now);
    const replannedAt: number[] = [];
    for (let written = 100; written <= 7_000; written += 100) if (due(100)) replannedAt.push(written);
    expect(replannedAt).toEqual([1_000, 3_000, 7_000]);
    now = new Date('2031-02-01T00:00:01Z');
    expect(due(100)).toBe(true);
    expect(due(FIRST_REPLAN - 100)).toBe(false);
    expect(due(100)).toBe(true);
  });
});
