import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { startBrokerStub, type BrokerStub } from '../test/brokerStub';
import type { Database } from '../server/db/client';
import { freePort, freshPg, prepare } from './tracker';
import { leadBody, leadOffer, startApp } from './leads';

// The fault run of lead intake (spec 4 §1–2): the app server in a process of its own on PostgreSQL,
// CONNECTIONS affiliates sending leads, `kill -9` after KILL_AFTER_MS, a restart, then the checks:
// every lead acknowledged to an affiliate is stored with its push log; no try is left pending once
// the push recovery has run; a lead reached the broker more than once only under one
// idempotency key. LEADS_FAULT_KILL_AFTER_MS and LEADS_FAULT_CONNECTIONS change the run.
const KILL_AFTER_MS = Number(process.env.LEADS_FAULT_KILL_AFTER_MS ?? 3000);
const CONNECTIONS = Number(process.env.LEADS_FAULT_CONNECTIONS ?? 20);
// the integration's time-out: a try pending longer than this after the restart was interrupted
const TIMEOUT_MS = 2000;
// the push recovery runs at start and every half minute
const RECOVERY_WAIT_MS = 75_000;

/** The app on `port` (the same again after a restart, so the affiliates' URL holds), on PostgreSQL at `url`, sending no mail. */
const startServer = async (url: string, port: number): Promise<ChildProcess> => (await startApp({ DATABASE_URL: url, PORT: String(port), SMTP_URL: '' })).child;

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

const rows = async <T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Affiliates sending leads until the server dies: the lead ids it acknowledged, and how many calls got no answer. */
async function sendUntilKilled(url: string, cookie: string, offerId: number, child: ChildProcess) {
  const acknowledged: string[] = [];
  let unanswered = 0;
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, KILL_AFTER_MS);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (!killed) {
        try {
          const res = await fetch(`${url}/api/v1/leads`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' }, body: JSON.stringify(leadBody(offerId)) });
          const body = (await res.json()) as { data?: { lead_id?: string } };
          if ((res.status === 201 || res.status === 200) && body.data?.lead_id) acknowledged.push(body.data.lead_id);
        } catch {
          unanswered += 1;
        }
      }
    }),
  );
  clearTimeout(timer);
  return { acknowledged, unanswered };
}

/** Waits until no try is pending (the recovery has run), at most RECOVERY_WAIT_MS; answers how many still are. */
async function pendingAfterRecovery(database: Database): Promise<number> {
  const until = Date.now() + RECOVERY_WAIT_MS;
  for (;;) {
    const [{ n }] = (await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM lead_pushes WHERE outcome = 'pending'`)) as [{ n: number }];
    if (n === 0 || Date.now() > until) return n;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Leads the broker received under more than one idempotency key (by the lead's e-mail in the body), and calls with none. */
function brokerDuplicates(stub: BrokerStub) {
  const keys = new Map<string, Set<string>>();
  let withoutKey = 0;
  let calls = 0;
  for (const request of stub.requests) {
    calls += 1;
    const key = request.headers['idempotency-key'];
    if (!key) withoutKey += 1;
    const email = (JSON.parse(request.body) as { email?: string }).email ?? '';
    keys.set(email, (keys.get(email) ?? new Set()).add(key ?? ''));
  }
  const leads = keys.size;
  const twiceUnderTwoKeys = [...keys.values()].filter((k) => k.size > 1).length;
  return { calls, leads, withoutKey, twiceUnderTwoKeys, repeatedWithSameKey: calls - leads };
}

export async function printLeadFaultRun(): Promise<void> {
  let pg: Awaited<ReturnType<typeof freshPg>>;
  try {
    pg = await freshPg();
  } catch (error) {
    console.log(`lead fault run: skipped, it needs PostgreSQL (${(error as Error).message})`);
    return;
  }
  const stub = await startBrokerStub();
  stub.setDelay(20);
  let child: ChildProcess | undefined;
  try {
    await prepare(pg.database);
    const { offerId, cookie } = await leadOffer(pg.database, stub, { timeoutMs: TIMEOUT_MS });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = await startServer(pg.url, port);
    const sent = await sendUntilKilled(url, cookie, offerId, child);
    await exited(child);
    const pendingAtCrash = (await rows<{ n: number }>(pg.database, sql`SELECT count(*)::int AS n FROM lead_pushes WHERE outcome = 'pending'`))[0]!.n;
    child = await startServer(pg.url, port);
    const pending = await pendingAfterRecovery(pg.database);
    const ids = sent.acknowledged;
    const stored = ids.length
      ? (await rows<{ stored: number; logged: number }>(
          pg.database,
          sql`SELECT count(*)::int AS stored, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM lead_pushes p WHERE p.lead_id = l.id))::int AS logged
                FROM leads l WHERE l.id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
        ))[0]!
      : { stored: 0, logged: 0 };
    const broker = brokerDuplicates(stub);
    console.log(`lead intake killed (kill -9) after ${KILL_AFTER_MS} ms with ${CONNECTIONS} connections, restarted on PostgreSQL:`);
    console.log(`  acknowledged ${ids.length} leads (${sent.unanswered} calls cut off unanswered); stored ${stored.stored} of ${ids.length}, with their push log ${stored.logged} of ${ids.length}   (goal: all)`);
    console.log(`  tries pending at the crash ${pendingAtCrash}; still pending after the recovery ${pending}   (goal: 0)`);
    console.log(
      `  broker calls ${broker.calls} for ${broker.leads} leads: ${broker.repeatedWithSameKey} sent again with the same idempotency key, ${broker.twiceUnderTwoKeys} under two keys, ${broker.withoutKey} without one   (goal: 0 and 0)`,
    );
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await stub.close();
    await pg.drop();
  }
}
