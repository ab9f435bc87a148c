import { setTimeout as sleep } from 'node:timers/promises';
import { AckPolicy, jetstream, jetstreamManager, RetentionPolicy, StorageType, type Consumer, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import type { Db } from '../../db/client';
import type { ClickRecord } from './clickRecord';
import type { ClickSink } from './clickSink';
import { preparedClickWriter } from './clickStore';
import { superviseNats, type NatsLink } from './natsConnection';

export interface ClickStreamNames {
  stream: string;
  subject: string;
  /** the durable consumer every writer shares */
  durable: string;
}

export const CLICK_STREAM: ClickStreamNames = { stream: 'AFFNET_CLICKS', subject: 'affnet.clicks', durable: 'click-writer' };

/**
 * Creates the stream when it is missing: a work queue (a message leaves once a writer acks it),
 * on disk. Only features of nats-server 2.9 are used.
 */
async function ensureStream(jsm: JetStreamManager, names: ClickStreamNames): Promise<void> {
  try {
    await jsm.streams.info(names.stream);
  } catch {
    await jsm.streams.add({
      name: names.stream,
      subjects: [names.subject],
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      max_age: nanos(7 * 24 * 3_600_000),
    });
  }
}

/** The writers' durable consumer, with this writer's ack wait. */
async function ensureConsumer(jsm: JetStreamManager, names: ClickStreamNames, ackWaitMs: number): Promise<void> {
  const info = await jsm.consumers.info(names.stream, names.durable).catch(() => null);
  if (info) {
    if (info.config.ack_wait !== nanos(ackWaitMs)) await jsm.consumers.update(names.stream, names.durable, { ack_wait: nanos(ackWaitMs) });
  } else {
    await jsm.consumers.add(names.stream, {
      durable_name: names.durable,
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(ackWaitMs),
      max_ack_pending: 20_000,
    });
  }
}

export interface NatsSinkOptions {
  names?: ClickStreamNames;
  /** clicks per published message at most */
  batch?: number;
  /** how long a publish waits for JetStream's acknowledgement before its clicks go to the fallback */
  publishTimeoutMs?: number;
}

interface Waiting {
  record: ClickRecord;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The scale-out sink: the clicks of one turn of the event loop are published to JetStream as one
 * message (a message per click costs the tracker more than the click), with the batch's first
 * click id and size as message id, so a retried publish is dropped by the stream's duplicate
 * window; each click is answered once JetStream acknowledges its message. Clicks go to
 * `fallback`, the process's own batch writer, when NATS is known to be away (at once, without
 * publishing), when a publish fails or is not acknowledged within `publishTimeoutMs`, and when the
 * connection is lost while their publish waits; a click that JetStream also kept is written once,
 * the writes being idempotent. The connection is kept by `superviseNats`, so publishing resumes by
 * itself when NATS returns.
 */
export async function createNatsSink(natsUrl: string, fallback: ClickSink, options: NatsSinkOptions = {}): Promise<ClickSink & { nats: NatsLink }> {
  const { names = CLICK_STREAM, batch = 500, publishTimeoutMs = 1_000 } = options;
  // publishes waiting for their acknowledgement, each able to hand its clicks to the fallback
  const publishing = new Set<{ toFallback: () => void; settled: Promise<void> }>();
  const nats = await superviseNats(natsUrl, {
    name: 'affnet-tracker',
    setup: async (connection) => ensureStream(await jetstreamManager(connection), names),
    onDown: () => [...publishing].forEach((p) => p.toFallback()),
  });
  let client: { connection: NatsConnection; js: JetStreamClient } | null = null;
  let buffer: Waiting[] = [];
  let scheduled = false;

  const direct = (w: Waiting) => void fallback.write(w.record).then(w.resolve, w.reject);
  const publish = (connection: NatsConnection, waiting: Waiting[]) => {
    if (client?.connection !== connection) client = { connection, js: jetstream(connection) };
    const records = waiting.map((w) => w.record);
    let done = false;
    let settle!: () => void;
    const entry = {
      settled: new Promise<void>((resolve) => (settle = resolve)),
      toFallback: () => finish(false),
    };
    const finish = (acknowledged: boolean) => {
      if (done) return;
      done = true;
      publishing.delete(entry);
      if (acknowledged) waiting.forEach((w) => w.resolve());
      else waiting.forEach(direct);
      settle();
    };
    publishing.add(entry);
    client.js
      .publish(names.subject, JSON.stringify(records), { msgID: `${records[0]!.click_id}.${records.length}`, timeout: publishTimeoutMs })
      .then(() => finish(true), () => finish(false));
  };
  const publishBuffer = () => {
    scheduled = false;
    while (buffer.length) {
      const waiting = buffer.length <= batch ? buffer : buffer.slice(0, batch);
      buffer = buffer.length <= batch ? [] : buffer.slice(batch);
      const connection = nats.current();
      if (connection) publish(connection, waiting);
      else waiting.forEach(direct);
    }
  };
  const flush = async () => {
    publishBuffer();
    while (publishing.size) await Promise.all([...publishing].map((p) => p.settled));
    await fallback.flush();
  };
  return {
    nats,
    writesLater: true,
    write(record) {
      return new Promise((resolve, reject) => {
        buffer.push({ record, resolve, reject });
        if (buffer.length >= batch) publishBuffer();
        else if (!scheduled) {
          scheduled = true;
          setImmediate(publishBuffer);
        }
      });
    },
    flush,
    async stop() {
      await flush();
      await fallback.stop();
      await nats.stop('drain');
    },
  };
}

/** The clicks of one message: a batch (an array) or, from an older tracker, a single click. */
function clicksOf(message: { json<T>(): T }): ClickRecord[] {
  const body = message.json<ClickRecord | ClickRecord[]>();
  const records = Array.isArray(body) ? body : [body];
  if (!records.every((r) => r && typeof r === 'object' && typeof r.click_id === 'string')) throw new TypeError('not a click batch');
  return records;
}

export interface ClickConsumerOptions {
  names?: ClickStreamNames;
  /** messages (each a batch of clicks) pulled and written together */
  batch?: number;
  /** how long a fetched, unacknowledged click waits before JetStream hands it out again */
  ackWaitMs?: number;
  /**
   * Called after a batch is written and before it is acknowledged: the window where a writer
   * that dies leaves clicks to be redelivered (tests stop the consumer here).
   */
  afterWrite?: (written: number) => Promise<void> | void;
}

/**
 * The writer of the scale-out layout: pulls clicks in batches, writes each batch in one
 * transaction (idempotent by click id, rollups fed only by new rows) and acknowledges it after.
 * A writer that dies between write and ack leaves the batch for redelivery, which writes nothing twice.
 * It starts while NATS is away and outlives outages: it waits for the connection `superviseNats`
 * keeps, and sets up its stream and consumer again on each new one.
 */
export async function startClickConsumer(db: Db, natsUrl: string, options: ClickConsumerOptions = {}) {
  const { names = CLICK_STREAM, batch = 64, ackWaitMs = 30_000, afterWrite } = options;
  const nats = await superviseNats(natsUrl, { name: 'affnet-click-writer' });
  const writeClicks = preparedClickWriter(db);
  const stopping = new AbortController();
  let stopped = false;

  /** the stream and the durable consumer on this connection, created when NATS lost them */
  const consumerOn = async (connection: NatsConnection) => {
    const jsm = await jetstreamManager(connection);
    await ensureStream(jsm, names);
    await ensureConsumer(jsm, names, ackWaitMs);
    return jetstream(connection).consumers.get(names.stream, names.durable);
  };

  const loop = (async () => {
    let consumer: { of: number; pull: Consumer } | null = null;
    while (!stopped) {
      // while NATS is away the writer waits for it; its clicks are meanwhile written by each tracker's fallback
      const connection = await nats.up(stopping.signal);
      if (!connection || stopped) return;
      try {
        // a consumer is made again on each new connection: NATS may have come back without it
        if (consumer?.of !== nats.generation()) consumer = { of: nats.generation(), pull: await consumerOn(connection) };
        const pull = consumer.pull;
        // the first message is taken the moment it is published (a pull for a whole batch would
        // hold a lone click until the pull expires, and a postback for it waits only about 1 s);
        // the messages already waiting behind it join its batch
        const first = await pull.next({ expires: 1000 });
        if (!first || stopped) continue;
        const fetched = [first];
        const waiting = batch > 1 ? (await pull.info()).num_pending : 0;
        if (waiting > 0) for await (const m of await pull.fetch({ max_messages: Math.min(waiting, batch - 1), expires: 1000 })) fetched.push(m);
        if (stopped) continue;
        const records: ClickRecord[] = [];
        for (const m of fetched) {
          try {
            records.push(...clicksOf(m));
          } catch {
            m.term(); // not clicks: never redeliver it
          }
        }
        try {
          const written = await writeClicks(records);
          await afterWrite?.(written);
        } catch (error) {
          if (stopped) return;
          console.error('Writing clicks from NATS failed; they will be redelivered:', error instanceof Error ? error.message : error);
          for (const m of fetched) m.nak(1000);
          continue;
        }
        if (stopped) return;
        for (const m of fetched) m.ack();
      } catch (error) {
        if (stopped) return;
        consumer = null;
        // a read cut by a lost connection is expected (the link reports the outage once); with
        // the connection up, the error is NATS's own, and the next try waits a second
        if (nats.current() === connection) {
          console.error('Reading clicks from NATS failed:', error instanceof Error ? error.message : error);
          await sleep(1000, undefined, { signal: stopping.signal }).catch(() => undefined);
        }
      }
    }
  })();

  return {
    /** stops pulling; with `abrupt`, like a crash: the connection closes and nothing more is acknowledged */
    async stop(abrupt = false) {
      stopped = true;
      stopping.abort();
      if (abrupt) await nats.stop('close');
      else {
        await loop;
        await nats.stop('drain');
      }
    },
  };
}
