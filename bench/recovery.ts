import { createApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { fmt, percentiles } from './stats';

/**
 * No account enumeration: the public recovery calls for an address with an account and
 * one without, interleaved on one in-memory PGlite. The goal is that the medians do not tell them
 * apart (within the noise of the run: a few per cent, far below a network's jitter).
 */
export async function printRecoveryTimings(rounds = 150) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  await seedDemo(database.db);
  const config = readConfig({ SEED: 'none', REGISTRATION_MAX_PER_ADDRESS: '100000' });
  const app = createApp({ db: database.db, config, now: () => new Date(), clientIp: () => '127.0.0.1' });
  const post = async (path: string, body: object) => {
    const started = performance.now();
    const res = await app.request(`http://localhost/api${path}`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return performance.now() - started;
  };
  const pair = async (label: string, n: number, known: (i: number) => Promise<number>, unknown: (i: number) => Promise<number>) => {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < n; i++) {
      // alternate which goes first, so warm-up and caches favour neither
      if (i % 2) {
        a.push(await known(i));
        b.push(await unknown(i));
      } else {
        b.push(await unknown(i));
        a.push(await known(i));
      }
    }
    const k = percentiles(a);
    const u = percentiles(b);
    console.log(`${label}: known address p50 ${fmt(k.p50)}, unknown p50 ${fmt(u.p50)}, difference ${(((k.p50 - u.p50) / u.p50) * 100).toFixed(1)}%  n=${n}   (goal: indistinguishable)`);
  };
  const form = (email: string) => ({ email, first_name: 'Bench', last_name: 'Visitor', password: 'bench-pass-1', password_confirmation: 'bench-pass-1' });
  // an account whose address is not confirmed yet, so the known branch mails every time
  await post('/registration/first-time', form('unconfirmed1@example.com'));
  await pair('password reset', rounds, () => post('/password-reset', { email: 'affiliate@example.com' }), (i) => post('/password-reset', { email: `nobody${i}@example.com` }));
  await pair('resend confirmation', rounds, () => post('/registration/resend-verification', { email: 'unconfirmed1@example.com' }), (i) => post('/registration/resend-verification', { email: `nobody${i}@example.com` }));
  await pair('registration', Math.ceil(rounds / 5), () => post('/registration/first-time', form('affiliate@example.com')), (i) => post('/registration/first-time', form(`new${i}@example.com`)));
  await database.close();
}
