import { AckPolicy, jetstream, jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import type { Db } from '../../db/client';
import type { ClickRecord } from './clickRecord';
import type { ClickSink } from './clickSink';
import { preparedClickWriter } from './clickStore';

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
}

/**
 * The scale-out sink: the clicks of one turn of the event loop are published to JetStream as one
 * message (a message per click costs the tracker more than the click), with the batch's first
 * click id and size as message id, so a retried publish is dropped by the stream's duplicate
 * window; each click is answered once JetStream acknowledges its message. A publish that fails
 * hands its clicks to `fallback`, the process's own batch writer, so no click is lost while NATS
 * is away.
 */
export async function createNatsSink(natsUrl: string, fallback: ClickSink, options: NatsSinkOptions = {}): Promise<ClickSink & { connection: NatsConnection }> {
  const { names = CLICK_STREAM, batch = 500 } = options;
  const connection = await connect({ servers: natsUrl, name: 'affnet-tracker' });
  await ensureStream(await jetstreamManager(connection), names);
  const js = jetstream(connection);
  const inFlight = new Set<Promise<unknown>>();
  let buffer: { record: ClickRecord; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let scheduled = false;

  const publishBuffer = () => {
    scheduled = false;
    while (buffer.length) {
      const waiting = buffer.slice(0, batch);
      buffer = buffer.slice(waiting.length);
      const records = waiting.map((w) => w.record);
      const publish = js.publish(names.subject, JSON.stringify(records), { msgID: `${records[0]!.click_id}.${records.length}` }).then(
        () => waiting.forEach((w) => w.resolve()),
        () => waiting.forEach((w) => fallback.write(w.record).then(w.resolve, w.reject)),
      );
      const settled = publish.finally(() => inFlight.delete(settled));
      inFlight.add(settled);
    }
  };
  const flush = async () => {
    publishBuffer();
    while (inFlight.size) await Promise.all([...inFlight]);
    await fallback.flush();
  };
  return {
    connection,
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
      await connection.drain();
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
 */
export async function startClickConsumer(db: Db, natsUrl: string, options: ClickConsumerOptions = {}) {
  const { names = CLICK_STREAM, batch = 64, ackWaitMs = 30_000, afterWrite } = options;
  const connection = await connect({ servers: natsUrl, name: 'affnet-click-writer' });
  const jsm = await jetstreamManager(connection);
  await ensureStream(jsm, names);
  await ensureConsumer(jsm, names, ackWaitMs);
  const consumer = await jetstream(connection).consumers.get(names.stream, names.durable);
  const writeClicks = preparedClickWriter(db);
  let stopped = false;

  const loop = (async () => {
    while (!stopped) {
      try {
        // the first message is taken the moment it is published (a pull for a whole batch would
        // hold a lone click until the pull expires, and a postback for it waits only about 1 s);
        // the messages already waiting behind it join its batch
        const first = await consumer.next({ expires: 1000 });
        if (!first || stopped) continue;
        const fetched = [first];
        const waiting = batch > 1 ? (await consumer.info()).num_pending : 0;
        if (waiting > 0) for await (const m of await consumer.fetch({ max_messages: Math.min(waiting, batch - 1), expires: 1000 })) fetched.push(m);
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
        console.error('Reading clicks from NATS failed:', error instanceof Error ? error.message : error);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  })();

  return {
    /** stops pulling; with `abrupt`, like a crash: the connection closes and nothing more is acknowledged */
    async stop(abrupt = false) {
      stopped = true;
      if (abrupt) await connection.close();
      else {
        await loop;
        await connection.drain();
      }
    },
  };
}
