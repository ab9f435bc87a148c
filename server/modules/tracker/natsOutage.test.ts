import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import { readConfig } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { ownNatsServer, until, type OwnNatsServer } from '../../../test/natsServer';
import { openTestDatabase } from '../../../test/testDb';
import { cookieClickId, trackerTestApp, type TrackerTestApp } from '../../../test/trackerApp';
import { createBatchSink } from './clickSink';
import { CLICK_STREAM, createNatsSink } from './natsClicks';
import { startTrackerRuntime } from './runtime';

// Each test runs a nats-server of its own (test/natsServer.ts) and kills or starts it; the
// machine's server on 4222 is not touched.
let database: Database;
const servers: OwnNatsServer[] = [];
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const server of servers) await server.dispose();
  await database.close();
});

async function natsServer() {
  const server = await ownNatsServer();
  servers.push(server);
  return server;
}

/**
 * The layout of `npm start` and `npm run start:tracker` with NATS_URL: the app's runtime (the
 * writer consuming the stream) and a tracker whose sink publishes to NATS. The tracker's publish
 * timeout is set beyond the test's own: a click answered while NATS is away was not held by it.
 */
async function scaleOut(natsUrl: string) {
  const app = await startTrackerRuntime(database.db, readConfig({ SEED: 'none', NATS_URL: natsUrl }), { writer: true });
  const sink = await createNatsSink(natsUrl, createBatchSink(database.db), { publishTimeoutMs: 600_000 });
  const t = await trackerTestApp(database, {}, { sink });
  const [advertiser] = await database.db.select().from(users).where(and(eq(users.userType, UserType.Advertiser), isNotNull(users.postbackToken))).limit(1);
  const offer = await t.offer({ advertiserId: advertiser!.id, payoutCpl: '2.50' });
  /** a click on the offer through the tracker: its id, once the tracker answered it */
  const click = async (p1: string) => {
    const res = await t.click(`offer_id=${offer.id}&aff_id=${t.affiliate.id}&p1=${p1}`);
    expect(res.status).toBe(302);
    const clickId = cookieClickId(res);
    expect(clickId).toBeTruthy();
    return clickId!;
  };
  const stored = async (clickIds?: string[]) => {
    const [row] = rows<{ n: number }>(
      await database.db.execute(
        clickIds
          ? sql`SELECT count(DISTINCT click_id)::int AS n FROM clicks WHERE click_id = ANY(${`{${clickIds.join(',')}}`}::text[])`
          : sql`SELECT count(*)::int AS n FROM clicks WHERE offer_id = ${offer.id}`,
      ),
    );
    return row!.n;
  };
  const postback = (clickId: string, orderId: string) =>
    t.app.request(`http://track.localhost/postback?click_id=${clickId}&action=lead&order_id=${orderId}&token=${advertiser!.postbackToken}`, {
      headers: { Host: 'track.localhost' },
    });
  const conversions = async (clickId: string) => {
    const [row] = rows<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM conversions WHERE click_id = ${clickId}`));
    return row!.n;
  };
  return {
    sink,
    t: t as TrackerTestApp,
    click,
    stored,
    postback,
    conversions,
    async stop() {
      await sink.stop();
      await app.stop();
    },
  };
}

describe('clicks while NATS is away', () => {
  // a nats-server killed and started again, the client's reconnect wait and the writer draining
  // the stream: beyond the default 30 s on a loaded 2-core machine
  it('are written directly at once, and NATS carries them again when it returns; every answered click is stored', async () => {
    const nats = await natsServer();
    await nats.start();
    const s = await scaleOut(nats.url);
    try {
      const acknowledged: string[] = [];

      // NATS up: the tracker publishes, the app's writer stores
      acknowledged.push(...(await Promise.all(Array.from({ length: 5 }, (_, i) => s.click(`before-${i}`)))));
      await until('the writer to store the clicks published before the outage', async () => (await s.stored()) === 5);
      const before = await nats.stream(CLICK_STREAM.stream);
      expect(before.last_seq).toBeGreaterThan(0);

      // NATS hangs, then dies, while a click's publish waits for its acknowledgement (the publish
      // timeout is far beyond the test's): the tracker hands the click to the fallback the moment
      // the connection is lost, and it is stored when answered, which no writer could have done
      const connection = s.sink.nats.current()!;
      const sent = connection.stats().outMsgs;
      nats.pause();
      const waiting = s.click('in-flight');
      await until('the publish to leave the tracker', () => connection.stats().outMsgs > sent);
      await nats.kill();
      const inFlight = await waiting;
      expect(await s.stored([inFlight])).toBe(1);

      // while NATS is away, clicks go to the database at once, without publishing
      const during: string[] = [inFlight];
      for (let i = 0; i < 5; i++) {
        const clickId = await s.click(`during-${i}`);
        expect(await s.stored([clickId])).toBe(1);
        during.push(clickId);
      }
      expect(connection.stats().outMsgs).toBe(sent + 1);
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => s.click(`burst-${i}`)));
      expect(await s.stored(burst)).toBe(20);
      acknowledged.push(...during, ...burst);
      expect(s.sink.nats.current()).toBeNull();

      // the advertiser's postback for a click made during the outage finds it
      const res = await s.postback(during[0]!, 'outage-1');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true });
      expect(await s.conversions(during[0]!)).toBe(1);

      // NATS returns on the same port and store: the tracker reconnects and publishes again, the
      // app's writer takes the stream up again, with nobody restarting either
      await nats.start();
      await until('the tracker to reconnect', () => s.sink.nats.current() !== null);
      const after = await Promise.all(Array.from({ length: 5 }, (_, i) => s.click(`after-${i}`)));
      acknowledged.push(...after);
      expect((await nats.stream(CLICK_STREAM.stream)).last_seq).toBeGreaterThan(before.last_seq);
      await until('the writer to store the clicks published after the outage', async () => (await s.stored(after)) === after.length);
      await until('the stream to be drained', async () => (await nats.stream(CLICK_STREAM.stream)).messages === 0);

      expect(new Set(acknowledged).size).toBe(acknowledged.length);
      expect(await s.stored()).toBe(acknowledged.length);
      expect(await s.stored(acknowledged)).toBe(acknowledged.length);
    } finally {
      await s.stop();
    }
  }, 90_000);

  it('a tracker and a writer started while NATS is away start, write directly, and take NATS up when it comes', async () => {
    const nats = await natsServer();
    const s = await scaleOut(nats.url);
    try {
      expect(s.sink.nats.current()).toBeNull();
      const early = await s.click('early');
      expect(await s.stored([early])).toBe(1);

      await nats.start();
      await until('the tracker to connect', () => s.sink.nats.current() !== null);
      const late = await s.click('late');
      // published (the stream was created on connecting), then stored by the writer that was waiting
      expect((await nats.stream(CLICK_STREAM.stream)).last_seq).toBe(1);
      await until('the writer to store the published click', async () => (await s.stored([late])) === 1);
      expect(await s.stored()).toBe(2);
    } finally {
      await s.stop();
    }
  }, 60_000);
});
