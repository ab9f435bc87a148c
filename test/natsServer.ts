import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll } from 'vitest';
import type { ClickStreamNames } from '../server/modules/tracker/natsClicks';

const NATS_SERVER = '/usr/sbin/nats-server';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A nats-server of the test's own, JetStream on, its store in a temporary directory, on a free
 * port: the test may kill it (SIGKILL, like a crash) and start it again on the same port and
 * store. The machine's own server on 4222 is never touched.
 */
export async function ownNatsServer() {
  const port = await freePort();
  const url = `nats://127.0.0.1:${port}`;
  const storeDir = mkdtempSync(join(tmpdir(), 'affnet-nats-'));
  let child: ChildProcess | null = null;

  return {
    url,
    /** starts the server and resolves once it says it is ready */
    async start() {
      if (child) throw new Error('this nats-server is running');
      const started = spawn(NATS_SERVER, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { stdio: ['ignore', 'ignore', 'pipe'] });
      child = started;
      await new Promise<void>((resolve, reject) => {
        let log = '';
        const onData = (chunk: Buffer) => {
          log += chunk.toString();
          if (log.includes('Server is ready')) {
            started.stderr!.off('data', onData);
            started.stderr!.resume();
            resolve();
          }
        };
        started.stderr!.on('data', onData);
        started.once('exit', (code) => reject(new Error(`nats-server exited (${code}): ${log}`)));
        started.once('error', reject);
      });
    },
    /** stops the server's process (SIGSTOP): connections stay open and nothing is answered */
    pause() {
      if (!child?.kill('SIGSTOP')) throw new Error('this nats-server is not running');
    },
    /** kills the server as a crash would and resolves once it has exited */
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = once(running, 'exit');
      running.kill('SIGKILL');
      await exited;
    },
    /** the stream's state as the server holds it */
    async stream(name: string) {
      const nc = await connect({ servers: url });
      try {
        return (await (await jetstreamManager(nc)).streams.info(name)).state;
      } finally {
        await nc.close();
      }
    },
    async dispose() {
      await this.kill();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

export type OwnNatsServer = Awaited<ReturnType<typeof ownNatsServer>>;

/** Waits for `check` to hold, polling; fails after `ms` with `what`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A click stream of the test file's own on the machine's NATS JetStream server (the one CI starts,
 * .ci/ensure-system-deps.sh; NATS_URL points elsewhere): `TEST_<NAME>_<suffix>` on
 * `test.<name>.<suffix>`, a random suffix so that files running at once never share one. The stream
 * is deleted after the file's tests.
 */
export function sharedNatsStream(name: string): { url: string; names: ClickStreamNames } {
  const url = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const suffix = randomBytes(4).toString('hex');
  const names: ClickStreamNames = { stream: `TEST_${name.toUpperCase()}_${suffix}`, subject: `test.${name}.${suffix}`, durable: 'click-writer' };
  afterAll(async () => {
    const nc = await connect({ servers: url });
    await (await jetstreamManager(nc)).streams.delete(names.stream).catch(() => undefined);
    await nc.close();
  });
  return { url, names };
}
