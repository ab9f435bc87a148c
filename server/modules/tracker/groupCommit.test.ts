import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import type { ClickRecord } from './clickRecord';
import { createBatchSink } from './clickSink';
import { writeClicks } from './clickStore';

// The tracker's own writer, watched: the size of every batch it writes, and a switch that makes
// the database refuse them.
const batches: number[] = [];
let failing = false;
const suite = trackerTestSuite(openTestDatabase, {}, (database) => ({
  sink: createBatchSink(database.db, {
    write: async (records: readonly ClickRecord[]) => {
      if (failing) throw new Error('database unavailable');
      batches.push(records.length);
      return writeClicks(database.db, records);
    },
  }),
}));
let database: Database;
let t: TrackerTestApp;
beforeAll(() => void ({ t, database } = suite.get()));

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function stored(clickIds: string[]) {
  return rows<{ click_id: string; p1: string | null; is_unique: boolean }>(
    await database.db.execute(sql`SELECT click_id, p1, is_unique FROM clicks WHERE click_id IN (${sql.join(clickIds.map((id) => sql`${id}`), sql`, `)})`),
  );
}

describe('clicks arriving together (group commit)', () => {
  it('answers each of 200 simultaneous clicks with a 302 only once it is stored, under its own id, in far fewer writes than clicks', async () => {
    const offer = await t.offer();
    batches.length = 0;
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}&p1=c${i}`, { ip: '9.9.9.9' })));
    expect(answers.map((r) => r.status)).toEqual(Array(200).fill(302));
    const ids = answers.map((r) => cookieClickId(r)!);
    expect(new Set(ids).size).toBe(200);
    // read at once, without waiting for the writer: an answered click is already in the database
    const rowsNow = await stored(ids);
    expect(rowsNow).toHaveLength(200);
    expect(new Set(rowsNow.map((r) => r.p1))).toEqual(new Set(Array.from({ length: 200 }, (_, i) => `c${i}`)));
    // the same visitor on the same offer: only the first of them is unique
    expect(rowsNow.filter((r) => r.is_unique)).toHaveLength(1);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(200);
    expect(batches.length).toBeLessThan(20);
  });

  it('answers no click of a batch the database refuses with a 302 (nor a 5xx), and writes the next ones again', async () => {
    const offer = await t.offer();
    const query = `offer_id=${offer.id}&aff_id=${t.affiliate.id}`;
    failing = true;
    const refused = await Promise.all(Array.from({ length: 20 }, () => t.click(query)));
    failing = false;
    for (const res of refused) {
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const [count] = rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM clicks WHERE offer_id = ${offer.id}`));
    expect(count!.n).toBe(0);

    const res = await t.click(query);
    expect(res.status).toBe(302);
    expect(await stored([cookieClickId(res)!])).toHaveLength(1);
  });

  it('stores a sub-id holding a NUL character without it, and the clicks written with it', async () => {
    const offer = await t.offer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}&p1=${i === 0 ? 'a%00b' : `n${i}`}`)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(302));
    const rowsNow = await stored(answers.map((r) => cookieClickId(r)!));
    expect(rowsNow).toHaveLength(10);
    expect(rowsNow.map((r) => r.p1)).toContain('ab');
  });
});
