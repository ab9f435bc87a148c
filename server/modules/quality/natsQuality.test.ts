import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offers, users } from '../../db/schema';
import { sharedNatsStream } from '../../../test/natsServer';
import { openTestDatabase } from '../../../test/testDb';
import { DeviceType, newClickId, subIds, type ClickRecord } from '../tracker/clickRecord';
import { createBatchSink } from '../tracker/clickSink';
import { createNatsSink, startClickConsumer } from '../tracker/natsClicks';

// A judged click through the real NATS JetStream server (as natsClicks.test.ts): its Traffic safety
// and reasons arrive with it; a message from a tracker that did not judge (an older version) is stored unjudged.
const { url: NATS_URL, names } = sharedNatsStream('quality');
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('traffic quality through NATS', () => {
  it('stores the safety and reasons a tracker judged, and NULL for a click that carried none', async () => {
    const { db } = database;
    const [affiliate] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
    const [offer] = await db.select().from(offers).limit(1);
    const click = (over: Partial<ClickRecord>): ClickRecord => ({
      click_id: newClickId(),
      clicked_at: new Date().toISOString(),
      offer_id: offer!.id,
      affiliate_id: affiliate!.id,
      manager_id: affiliate!.managerId ?? 0,
      tracking_domain_id: 1,
      ip: '167.99.241.66',
      country: 'DE',
      device_type: DeviceType.Desktop,
      os: 'Linux',
      browser: '',
      referrer: '',
      refusal: null,
      ...subIds(),
      ...over,
    });
    const judged = click({ traffic_safety: 3, fraud_reasons: ['known_bot', 'data_centre'] });
    const older = click({});
    const sink = await createNatsSink(NATS_URL, createBatchSink(db), { names, batch: 10 });
    await Promise.all([sink.write(judged), sink.write(older)]);
    const writer = await startClickConsumer(db, NATS_URL, { names, batch: 2, ackWaitMs: 1000 });
    const stored = async () =>
      rowsOf<{ click_id: string; traffic_safety: number | null; fraud_reasons: string[] | null }>(
        await db.execute(sql`SELECT click_id, traffic_safety, fraud_reasons FROM clicks WHERE click_id IN (${judged.click_id}, ${older.click_id})`),
      );
    const end = Date.now() + 15_000;
    while ((await stored()).length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    await writer.stop();
    await sink.stop();
    const byId = new Map((await stored()).map((r) => [r.click_id, r]));
    expect(byId.get(judged.click_id)).toMatchObject({ traffic_safety: 3, fraud_reasons: ['known_bot', 'data_centre'] });
    expect(byId.get(older.click_id)).toMatchObject({ traffic_safety: null, fraud_reasons: null });
  }, 60_000);
});
