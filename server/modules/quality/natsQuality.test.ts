import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { offers, users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { DeviceType, newClickId, subIds, type ClickRecord } from '../tracker/clickRecord';
import { createBatchSink } from '../tracker/clickSink';
import { createNatsSink, startClickConsumer, type ClickStreamNames } from '../tracker/natsClicks';

// A judged click through the real NATS JetStream server (as natsClicks.test.ts): its Traffic safety
// and reasons arrive with it; a message from a tracker that did not judge (an older version) is stored unjudged.
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const suffix = randomBytes(4).toString('hex');
const names: ClickStreamNames = { stream: `TEST_QUALITY_${suffix}`, subject: `test.quality.${suffix}`, durable: 'click-writer' };
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  const nc = await connect({ servers: NATS_URL });
  await (await jetstreamManager(nc)).streams.delete(names.stream).catch(() => undefined);
  await nc.close();
  await database.close();
});

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
      (
        (await db.execute(sql`SELECT click_id, traffic_safety, fraud_reasons FROM clicks WHERE click_id IN (${judged.click_id}, ${older.click_id})`)) as unknown as {
          rows: { click_id: string; traffic_safety: number | null; fraud_reasons: string[] | null }[];
        }
      ).rows;
    const end = Date.now() + 15_000;
    while ((await stored()).length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    await writer.stop();
    await sink.stop();
    const byId = new Map((await stored()).map((r) => [r.click_id, r]));
    expect(byId.get(judged.click_id)).toMatchObject({ traffic_safety: 3, fraud_reasons: ['known_bot', 'data_centre'] });
    expect(byId.get(older.click_id)).toMatchObject({ traffic_safety: null, fraud_reasons: null });
  }, 60_000);
});
