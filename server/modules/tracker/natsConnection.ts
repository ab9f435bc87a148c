import { setTimeout as sleep } from 'node:timers/promises';
import { connect, type NatsConnection } from '@nats-io/transport-node';

/** The wait before a reconnect attempt grows with the outage, from FIRST_WAIT_MS up to MAX_WAIT_MS, plus up to half again of jitter. */
const FIRST_WAIT_MS = 250;
const MAX_WAIT_MS = 5_000;

/** How long to wait before the next attempt to reach NATS, `downForMs` into an outage. */
export function reconnectWait(downForMs: number, random: () => number = Math.random): number {
  const wait = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS + Math.max(0, downForMs) / 4);
  return Math.round(wait + (random() * wait) / 2);
}

export interface NatsLink {
  /** the connection while it is connected and set up; null while NATS is away */
  current(): NatsConnection | null;
  /** how many times the link has come up: what was made on an earlier connection is made again */
  generation(): number;
  /** resolves with the connection once it is up (at once when it is), or null once the link or `signal` stops */
  up(signal?: AbortSignal): Promise<NatsConnection | null>;
  /** stops reconnecting and ends the connection: `drain` sends what is pending first */
  stop(mode: 'drain' | 'close'): Promise<void>;
}

export interface NatsLinkOptions {
  /** the client name the server shows */
  name: string;
  /** run on each connection before it counts as up (the first connect and every reconnect) */
  setup?: (connection: NatsConnection) => Promise<void>;
  /** called when a connection that was up is lost */
  onDown?: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A NATS connection kept for the life of the process. The client reconnects for ever
 * (maxReconnectAttempts -1), waiting `reconnectWait` between attempts; a connection that fails to
 * open, or that the client closes after all, is opened again by this supervisor on the same
 * schedule. The returned promise settles after the first attempt, connected or not, so a process
 * starts while NATS is away. Status events say at once when the connection is lost, so callers
 * never wait on a dead one.
 */
export async function superviseNats(url: string, options: NatsLinkOptions): Promise<NatsLink> {
  const { name, setup, onDown } = options;
  const stopping = new AbortController();
  const waiters = new Set<(connection: NatsConnection | null) => void>();
  let connection: NatsConnection | null = null;
  let connected: NatsConnection | null = null;
  let generation = 0;
  // bumped by every change of state, so a setup that finishes after the connection was lost again does not bring it up
  let transitions = 0;
  let downSince: number | null = null;

  const waitFor = () => reconnectWait(downSince === null ? 0 : Date.now() - downSince);

  const goUp = async (nc: NatsConnection) => {
    const transition = ++transitions;
    try {
      await setup?.(nc);
    } catch (error) {
      // NATS answers but its JetStream does not (yet): publishes fail and fall back, and the writer sets up again
      console.error(`NATS (${name}): setting up after connecting failed:`, messageOf(error));
    }
    if (transition !== transitions || stopping.signal.aborted || nc.isClosed()) return;
    connected = nc;
    generation++;
    if (downSince !== null) console.log(`NATS (${name}): connected again after ${Math.round((Date.now() - downSince) / 1000)} s`);
    downSince = null;
    for (const resolve of waiters) resolve(nc);
    waiters.clear();
  };

  const goDown = (reason: string) => {
    transitions++;
    if (downSince === null) {
      downSince = Date.now();
      console.error(`NATS (${name}): ${reason}; reconnecting, and until then clicks go to the database directly`);
    }
    if (connected) {
      connected = null;
      onDown?.();
    }
  };

  const watch = async (nc: NatsConnection) => {
    void nc.closed().then((error) => {
      if (connection === nc) connection = null;
      if (stopping.signal.aborted) return;
      goDown(`the connection closed${error ? ` (${messageOf(error)})` : ''}`);
      void reopen();
    });
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'staleConnection' || status.type === 'forceReconnect') goDown('the connection was lost');
      else if (status.type === 'reconnect') void goUp(nc);
    }
  };

  const attempt = async () => {
    try {
      const nc = await connect({
        servers: url,
        name,
        maxReconnectAttempts: -1,
        reconnectDelayHandler: waitFor,
        // a connection that died without closing its socket is found within about 30 s
        pingInterval: 10_000,
        maxPingOut: 3,
        timeout: 5_000,
      });
      if (stopping.signal.aborted) {
        await nc.close();
        return true;
      }
      connection = nc;
      watch(nc).catch((error: unknown) => console.error(`NATS (${name}): watching the connection failed:`, messageOf(error)));
      await goUp(nc);
      return true;
    } catch (error) {
      goDown(`cannot connect to ${url} (${messageOf(error)})`);
      return false;
    }
  };

  const reopen = async () => {
    while (!stopping.signal.aborted && !(await attempt())) {
      await sleep(waitFor(), undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  };

  if (!(await attempt())) void reopen();

  return {
    current: () => connected,
    generation: () => generation,
    up(signal) {
      if (connected) return Promise.resolve(connected);
      if (stopping.signal.aborted || signal?.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        const done = (nc: NatsConnection | null) => {
          waiters.delete(done);
          signal?.removeEventListener('abort', cancel);
          stopping.signal.removeEventListener('abort', cancel);
          resolve(nc);
        };
        const cancel = () => done(null);
        waiters.add(done);
        signal?.addEventListener('abort', cancel, { once: true });
        stopping.signal.addEventListener('abort', cancel, { once: true });
      });
    },
    async stop(mode) {
      stopping.abort();
      // a connection that is away has nothing to drain into: waiting for it would hold the stop
      const drain = mode === 'drain' && connected !== null;
      connected = null;
      const nc = connection;
      connection = null;
      if (!nc || nc.isClosed()) return;
      if (drain && !nc.isDraining()) await nc.drain().catch(() => nc.close());
      else await nc.close();
    },
  };
}
