import { availableParallelism, loadavg } from 'node:os';
import { createApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed';
import { percentiles } from './stats';

/**
 * The sign-in throttle under floods of concurrent tries, on one in-memory PGlite with the default
 * limits (5 per account and address, 20 per address, 20 per account from anywhere): how many of
 * 200 concurrent tries had their password checked against how many the rule allows, and another
 * account's sign-in time while each flood runs beside the same sign-in with nothing else running
 * (the baseline, measured just before each flood; goal: no more than 2×). The machine's load
 * average is printed beside the figures: on a busy machine every password check is slower.
 */
export async function printSignInThrottleBench(tries = 200) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seedDemo(database.db);
  const config = readConfig({ SEED: 'none' });
  const app = createApp({ db: database.db, config, now: () => new Date(), clientIp: (c) => c.req.header('x-bench-ip') ?? '127.0.0.1' });

  const login = async (email: string, password: string, ip: string) => {
    const started = performance.now();
    const res = await app.request('http://localhost/api/login', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', 'X-Bench-Ip': ip },
      body: JSON.stringify({ email, password }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };

  // another account's sign-in, one at a time: the baseline, measured again before each flood
  let round = 0;
  const other = async () => login('manager4@example.com', DEMO_PASSWORD, `192.0.2.${++round % 250}`);
  const median = (samples: number[]) => percentiles(samples).p50;
  await other();

  const flood = async (label: string, allowed: number, attempt: (i: number) => Promise<{ status: number; ms: number }>) => {
    const idle = [(await other()).ms, (await other()).ms, (await other()).ms];
    const started = performance.now();
    const all = Promise.all(Array.from({ length: tries }, (_, i) => attempt(i)));
    // the other account signs in while the flood is under way, three times in a row
    await new Promise((resolve) => setImmediate(resolve));
    const during = [(await other()).ms, (await other()).ms, (await other()).ms];
    const answers = await all;
    const took = performance.now() - started;
    const evaluated = answers.filter((a) => a.status !== 429).length;
    const refused = answers.filter((a) => a.status === 429).map((a) => a.ms);
    console.log(
      `${label}: ${evaluated} of ${tries} concurrent tries had their password checked (allowed ${allowed}); refused answers p50 ${median(refused).toFixed(0)} ms; flood over in ${took.toFixed(0)} ms; ` +
        `another account's sign-in idle p50 ${median(idle).toFixed(0)} ms, during the flood p50 ${median(during).toFixed(0)} ms = ${(median(during) / median(idle)).toFixed(2)}×   ` +
        `(goal: checked ≤ allowed, ≤ 2×; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`,
    );
  };

  await flood('one account, one address', 5, (i) => login('affiliate5@example.com', i === tries / 2 ? DEMO_PASSWORD : `wrong-${i}`, '198.51.100.1'));
  await flood('one account, 200 addresses', 20, (i) => login('affiliate6@example.com', `wrong-${i}`, `203.0.113.${i % 250}`));
  await flood('200 e-mails, one address', 20, (i) => login(`nobody${i}@example.com`, `wrong-${i}`, '198.51.100.2'));
  await database.close();
}
