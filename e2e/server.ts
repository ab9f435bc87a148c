import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

// A loaded 2-core machine (other runs beside this one) has taken over three minutes to boot and seed
async function waitUntilUp(url: string, child: ChildProcess, output: () => string, upWithinMs = 300_000): Promise<void> {
  const deadline = Date.now() + upWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/software`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not come up in ${upWithinMs / 1000} s:\n${output()}`);
}

/** A port nobody listens on now, so parallel runs on one machine never collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** The real server (tsx server/main.ts) on its own free port and PGlite folder, seeded with the demo workspace. */
export async function startServer(env: Record<string, string> = {}, options: { upWithinMs?: number } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = join(process.cwd(), '.tmp', `e2e-${port}-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  const url = `http://localhost:${port}`;
  let child: ChildProcess;
  let log = '';

  const launch = async () => {
    log = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: process.env.E2E_STATIC_DIR || 'dist', SEED: 'demo', SEED_EVENTS: '0', SEED_CLICKS: '1500', DATABASE_URL: '',
        // the journeys' postback receivers listen on 127.0.0.1 (docs/api.md: for tests and closed networks only)
        OUTGOING_ALLOW_PRIVATE_NETWORKS: '1',
        // as behind a load balancer: a journey may send a visitor's address in X-Forwarded-For (a browser sends none)
        TRUST_PROXY: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (log += String(d)));
    child.stderr?.on('data', (d) => (log += String(d)));
    await waitUntilUp(url, child, () => log, options.upWithinMs);
  };
  const halt = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  await launch();
  return {
    url,
    dataDir,
    restart: async () => {
      await halt();
      await launch();
    },
    stop: async () => {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
