import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestSuite, type TrackerTestApp } from '../../../test/trackerApp';
import { newClickId } from '../tracker/clickRecord';
import { createBatchSink } from '../tracker/clickSink';
import { createNatsSink, startClickConsumer, type ClickStreamNames } from '../tracker/natsClicks';
import { LATE_CLICK_MS } from './trackingPaths';

// The real NATS JetStream server CI starts (.ci/ensure-system-deps.sh), as in tracker/natsClicks.test.ts.
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const suffix = randomBytes(4).toString('hex');
const names: ClickStreamNames = { stream: `TEST_LATE_${suffix}`, subject: `test.late.${suffix}`, durable: 'click-writer' };

// the tracker publishes its clicks to JetStream and no writer runs until a test starts one
const suite = trackerTestSuite(openTestDatabase, {}, async (database) => ({ sink: await createNatsSink(NATS_URL, createBatchSink(database.db), { names }) }));
let database: Database;
let t: TrackerTestApp;
let token: string;
let advertiserId: number;
beforeAll(async () => {
  ({ t, database } = suite.get());
  const [adv] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  token = adv!.postbackToken!;
  advertiserId = adv!.id;
});
afterAll(async () => {
  const nc = await connect({ servers: NATS_URL });
  await (await jetstreamManager(nc)).streams.delete(names.stream).catch(() => undefined);
  await nc.close();
});

const postback = (clickId: string, orderId: string) =>
  t.app.request(`http://track.localhost/postback?click_id=${clickId}&action=lead&order_id=${orderId}&token=${token}`, { headers: { Host: 'track.localhost' } });

async function timed<T>(work: T | Promise<T>) {
  const start = Date.now();
  const value = await work;
  return { value, ms: Date.now() - start };
}

describe('a postback before the click is written (NATS_URL: another process writes clicks)', () => {
  it('waits for the writer and records the conversion of a click it has not written yet', async () => {
    // a running writer whose database takes 300 ms to write: the postback, sent once the click is
    // answered, reaches the database before its click does
    const slowDb = new Proxy(database.db, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (key !== 'transaction' || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const writer = await startClickConsumer(slowDb, NATS_URL, { names });
    try {
      const offer = await t.offer({ advertiserId, payoutCpl: '3.00' });
      const clickId = cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`))!;
      const answer = postback(clickId, 'late-1');
      const res = await answer;
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, data: { status: 0 } });
      const [row] = (await database.db.execute(sql`SELECT count(*)::int AS n FROM conversions WHERE click_id = ${clickId}`) as unknown as { rows: Array<{ n: number }> }).rows;
      expect(row!.n).toBe(1);
    } finally {
      await writer.stop();
    }
  });

  it('answers 404 after about a second for a click id of the tracker\'s shape that never arrives, and at once for any other id', async () => {
    const missing = await timed(postback(newClickId(), 'late-2'));
    expect(missing.value.status).toBe(404);
    expect(missing.ms).toBeGreaterThanOrEqual(LATE_CLICK_MS - 50);
    expect(missing.ms).toBeLessThan(LATE_CLICK_MS + 2000);
    const odd = await timed(postback('not-a-click', 'late-3'));
    expect(odd.value.status).toBe(404);
    expect(odd.ms).toBeLessThan(LATE_CLICK_MS);
  });
});
