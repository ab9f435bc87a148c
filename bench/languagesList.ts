import { createApp } from '../server/app';
import { createSession } from '../server/auth/sessions';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { languages, users } from '../server/db/schema';
import { percentiles } from './stats';

function* codes(): Generator<string> {
  const a = 'abcdefghijklmnopqrstuvwxyz';
  for (const x of a) for (const y of a) yield x + y;
  for (const x of a) for (const y of a) for (const z of a) yield x + y + z;
}

/** POST /dictionary/languages/list timings at `rows` languages on an in-memory PGlite. */
export async function languagesListTimings(rows = 10_000, requests = 300) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const config = readConfig({ SEED: 'none' });
  const [admin] = await database.db
    .insert(users)
    .values({ email: 'bench@example.com', passwordHash: 'x', userType: 0 })
    .returning({ id: users.id });
  const gen = codes();
  const values = Array.from({ length: rows }, (_, i) => ({ name: `Language ${i}`, systemName: gen.next().value as string, status: i % 5 ? 1 : -1 }));
  for (let i = 0; i < values.length; i += 1000) await database.db.insert(languages).values(values.slice(i, i + 1000));
  const { token } = await createSession(database.db, { idleMs: 3.6e6, absoluteMs: 3.6e6 }, admin!.id, { ip: '', userAgent: 'bench' });
  const app = createApp({ db: database.db, config, now: () => new Date(), clientIp: () => '127.0.0.1' });
  const bodies = [
    { page: 1, per_page: 25 },
    { page: 40, per_page: 25, sort: '-name' },
    { page: 3, per_page: 100, sort: 'system_name', status: 1 },
    { page: 1, per_page: 25, q: 'age 12' },
  ];
  const call = (body: object) =>
    app.request('http://localhost/api/admin/dictionary/languages/list', {
      method: 'POST',
      headers: { Cookie: `sid=${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  for (let i = 0; i < 20; i++) await (await call(bodies[i % bodies.length]!)).text();
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await call(bodies[i % bodies.length]!);
    await res.text();
    if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    samples.push(performance.now() - started);
  }
  await database.close();
  return percentiles(samples);
}
