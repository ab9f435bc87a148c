import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offers, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { sharedNatsStream } from '../../../test/natsServer';
import { openTestDatabase } from '../../../test/testDb';
import { DeviceType, newClickId, type ClickRecord } from './clickRecord';
import { createBatchSink } from './clickSink';
import { createNatsSink, startClickConsumer } from './natsClicks';

// The real NATS JetStream server CI starts (.ci/ensure-system-deps.sh); NATS_URL points elsewhere.
const { url: NATS_URL, names } = sharedNatsStream('clicks');
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

describe('clicks through NATS JetStream', () => {
  it('a writer killed between writing a batch and acknowledging it, then restarted, loses no click and writes none twice', async () => {
    const { db } = database;
    const [affiliate] = await db.select().from(users).where(eq(users.email, 'affiliate@example.com'));
    const [offer] = await db.select().from(offers).limit(1);
    // a unique hour of its own, so the rollup of exactly these clicks can be read back
    const at = new Date('2032-02-02T02:00:00Z');
    const records: ClickRecord[] = Array.from({ length: 300 }, (_, i) => ({
      click_id: newClickId(),
      clicked_at: new Date(at.getTime() + i * 1000).toISOString(),
      offer_id: offer!.id,
      affiliate_id: affiliate!.id,
      manager_id: affiliate!.managerId ?? 0,
      tracking_domain_id: 1,
      p1: `n${i}`, p2: null, p3: null, p4: null, p5: null, p6: null, p7: null, p8: null, p9: null, p10: null,
      ip: `5.6.7.${i % 250}`,
      country: 'DE',
      device_type: DeviceType.Desktop,
      os: 'Linux',
      browser: 'Firefox',
      referrer: '',
      refusal: null,
    }));

    // six messages of 50 clicks, the writer pulling two at a time
    const sink = await createNatsSink(NATS_URL, createBatchSink(db), { names, batch: 50 });
    await Promise.all(records.map((r) => sink.write(r)));

    const batches: number[] = [];
    const crashing = await startClickConsumer(db, NATS_URL, {
      names,
      batch: 2,
      ackWaitMs: 1000,
      afterWrite: async (written) => {
        batches.push(written);
        await crashing.stop(true); // dies before acknowledging
      },
    });
    await until(async () => batches.length > 0);
    expect(batches[0]).toBeGreaterThan(0);

    const writer = await startClickConsumer(db, NATS_URL, { names, batch: 2, ackWaitMs: 1000 });
    const counted = async () => {
      const [c] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM clicks WHERE clicked_at >= ${at.toISOString()}::timestamptz AND clicked_at < ${at.toISOString()}::timestamptz + interval '1 hour'`));
      return c!.n;
    };
    await until(async () => (await counted()) === 300);
    // redelivery has happened (ack wait 1 s) and the stream is empty: nothing more will arrive
    const nc = await connect({ servers: NATS_URL });
    await until(async () => (await (await jetstreamManager(nc)).streams.info(names.stream)).state.messages === 0);
    await nc.close();
    await writer.stop();

    expect(await counted()).toBe(300);
    const [events] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM traffic_events WHERE kind = 1 AND occurred_at >= ${at.toISOString()}::timestamptz AND occurred_at < ${at.toISOString()}::timestamptz + interval '1 hour'`));
    expect(events!.n).toBe(300);
    const [hour] = rowsOf<{ n: number }>(await db.execute(sql`SELECT clicks AS n FROM traffic_hourly WHERE scope_manager_id = 0 AND dim = 0 AND bucket_start = ${at.toISOString()}::timestamptz`));
    expect(hour!.n).toBe(300);
    const [unique] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM clicks WHERE is_unique AND clicked_at >= ${at.toISOString()}::timestamptz AND clicked_at < ${at.toISOString()}::timestamptz + interval '1 hour'`));
    expect(unique!.n).toBe(250);
    await sink.stop();
    // the restarted consumer writes 300 clicks two at a time after the 1 s redelivery: beyond 30 s under load
  }, 60_000);
});
