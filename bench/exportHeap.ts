import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../server/db/client';

export interface ExportHeap {
  rows: number;
  bytes: number;
  seconds: number;
  /** heapUsed of the serving process after a full collection, before the export */
  baseline: number;
  /** the most heapUsed of the serving process while it streamed the export */
  peak: number;
}

function next<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const fail = (code: number | null) => reject(new Error(`the export server exited (${code})`));
    child.once('exit', fail);
    child.once('message', (message) => {
      child.off('exit', fail);
      resolve(message as T);
    });
  });
}

/** Where the child finds the database: PostgreSQL by its URL, PGlite (one process only) by a dump written to a temporary file. */
async function databaseEnv(database: Database, url: string | null): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (url) return { env: { EXPORT_BENCH_DATABASE_URL: url }, cleanup: async () => {} };
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  const file = join(tmpdir(), `export-bench-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { env: { EXPORT_BENCH_PGLITE_DUMP: file }, cleanup: () => rm(file, { force: true }) };
}

/**
 * POSTs `path` with `body` to the app served by a process of its own (bench/exportServer.ts) against
 * the same database, reads the streamed answer over HTTP, and returns that process's peak heap growth:
 * what a server answering the export holds, without the bench's fill alive beside it. A small export
 * (`warmUp`) goes first so the code paths are loaded before the baseline, as in a running server.
 */
export async function exportInOwnProcess(database: Database, url: string | null, path: string, cookie: string, body: object, warmUp: object): Promise<ExportHeap> {
  const { env, cleanup } = await databaseEnv(database, url);
  const child = fork('bench/exportServer.ts', [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const { port } = await next<{ port: number }>(child);
    const post = (payload: object) =>
      fetch(`http://127.0.0.1:${port}/api/admin${path}`, {
        method: 'POST',
        headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
    const warm = await post(warmUp);
    if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}: ${await warm.text()}`);
    await warm.arrayBuffer();
    child.send('baseline');
    await next<{ baseline: number }>(child);
    const t0 = performance.now();
    const res = await post(body);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body! as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const b of chunk) if (b === 10) lines++;
    }
    const seconds = (performance.now() - t0) / 1000;
    child.send('done');
    const heap = await next<{ baseline: number; peak: number }>(child);
    await once(child, 'exit');
    return { rows: lines - 1, bytes, seconds, ...heap };
  } finally {
    if (child.exitCode === null) child.kill();
    await cleanup();
  }
}
