import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { conversionTestSuite, type PostbackAdvertiser } from '../../../test/conversionFixtures';
import { sharedNatsStream } from '../../../test/natsServer';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, type TrackerTestApp } from '../../../test/trackerApp';
import { newClickId } from '../tracker/clickRecord';
import { createBatchSink } from '../tracker/clickSink';
import { createNatsSink, startClickConsumer } from '../tracker/natsClicks';
import { LATE_CLICK_MS } from './trackingPaths';

// The real NATS JetStream server CI starts, as in tracker/natsClicks.test.ts.
const nats = sharedNatsStream('late');

// the tracker publishes its clicks to JetStream and no writer runs until a test starts one
const suite = conversionTestSuite(openTestDatabase, { extra: async (database) => ({ sink: await createNatsSink(nats.url, createBatchSink(database.db), { names: nats.names }) }) });
let t: TrackerTestApp;
let advertiser: PostbackAdvertiser;
beforeAll(() => {
  ({ t, advertiser } = suite.get());
});

const postback = (clickId: string, orderId: string) => t.postback(`click_id=${clickId}&action=lead&order_id=${orderId}&token=${advertiser.token}`);

async function timed<T>(work: T | Promise<T>) {
  const start = Date.now();
  const value = await work;
  return { value, ms: Date.now() - start };
}

describe('a postback before the click is written (NATS_URL: another process writes clicks)', () => {
  it('waits for the writer and records the conversion of a click it has not written yet', async () => {
    // a running writer whose database takes 300 ms to write: the postback, sent once the click is
    // answered, reaches the database before its click does
    const slowDb = new Proxy(t.db, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (key !== 'transaction' || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const writer = await startClickConsumer(slowDb, nats.url, { names: nats.names });
    try {
      const offer = await t.offer({ advertiserId: advertiser.id, payoutCpl: '3.00' });
      const clickId = cookieClickId(await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}`))!;
      const answer = postback(clickId, 'late-1');
      const res = await answer;
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, data: { status: 0 } });
      const [row] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM conversions WHERE click_id = ${clickId}`));
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
