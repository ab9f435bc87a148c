import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/enums/user';
import { alerts, brokerIntegrations, offers, users } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { raiseDeclineAlerts, raiseFtdDropAlerts } from './shavingAlerts';

// The shaving watch (spec 4 §2): a broker whose FTD rate of the last 7 days is under half its own
// norm of the 28 days before raises `broker_ftd_drop` with the figures, once a week at most.
const t = serverAppPerFile();
const DAY = 86_400_000;
const now = new Date('2026-11-20T12:00:00Z');
const ids = { offer: 0, affiliate: 0, advertiser: 0 };

beforeAll(async () => {
  const db = t.database.db;
  ids.affiliate = (await db.select().from(users).where(eq(users.email, 'affiliate@example.com')))[0]!.id;
  ids.advertiser = (await db.select().from(users).where(eq(users.userType, UserType.Advertiser)).limit(1))[0]!.id;
  ids.offer = (await db.select().from(offers).limit(1))[0]!.id;
});

let made = 0;
async function integration(): Promise<{ id: number; name: string }> {
  made += 1;
  const name = `Shaving desk ${made}`;
  const [row] = await t.database.db
    .insert(brokerIntegrations)
    .values({ advertiserId: ids.advertiser, name, kind: 'http', method: 'POST', endpoint: 'https://broker.example/leads', headers: [], bodyTemplate: '{}', successPath: 'success', leadIdPath: 'lead_id', autologinPath: '', countries: [], languages: [], timeoutMs: 5000 })
    .returning({ id: brokerIntegrations.id });
  return { id: row!.id, name };
}

/** `accepted` leads accepted `daysAgo` days before now, the first `ftds` of them deposited the same day. */
async function leadsOf(integrationId: number, daysAgo: number, accepted: number, ftds: number) {
  const at = new Date(now.getTime() - daysAgo * DAY).toISOString();
  await t.database.db.execute(sql`
    INSERT INTO leads (id, offer_id, affiliate_id, status, integration_id, created_at, accepted_at, ftd_at)
    SELECT gen_random_uuid(), ${ids.offer}, ${ids.affiliate}, CASE WHEN n <= ${ftds} THEN 'FTD' ELSE 'ACCEPTED' END, ${integrationId},
      ${at}::timestamptz, ${at}::timestamptz, CASE WHEN n <= ${ftds} THEN ${at}::timestamptz END
    FROM generate_series(1, ${accepted}) AS n`);
}

const raised = (integrationId: number, kind = 'broker_ftd_drop') =>
  t.database.db.select().from(alerts).where(and(eq(alerts.kind, kind), eq(alerts.subject, `integration:${integrationId}`)));

/**
 * `count` leads accepted `hoursAgo` hours before now, each given the statuses `groups` in order by
 * the broker, received `afterHours` after the acceptance (one hour apart).
 */
async function statusedLeads(integrationId: number, count: number, hoursAgo: number, groups: (string | null)[], afterHours: number, refusal: string | null = null) {
  const accepted = new Date(now.getTime() - hoursAgo * 3_600_000);
  await t.database.db.execute(sql`
    INSERT INTO leads (id, offer_id, affiliate_id, status, integration_id, created_at, accepted_at)
    SELECT gen_random_uuid(), ${ids.offer}, ${ids.affiliate}, 'ACCEPTED', ${integrationId}, ${accepted.toISOString()}::timestamptz, ${accepted.toISOString()}::timestamptz
    FROM generate_series(1, ${count})`);
  const made = (await t.database.db.execute(sql`SELECT id FROM leads WHERE integration_id = ${integrationId} AND accepted_at = ${accepted.toISOString()}::timestamptz`)) as unknown as { rows: { id: string }[] };
  for (const { id } of made.rows) {
    for (const [i, group] of groups.entries()) {
      const at = new Date(accepted.getTime() + (afterHours + i) * 3_600_000).toISOString();
      await t.database.db.execute(sql`INSERT INTO lead_statuses (lead_id, integration_id, raw_status, status_group, source, received_at, refusal)
        VALUES (${id}, ${integrationId}, ${group ?? 'Weird word'}, ${group}, 'postback', ${at}::timestamptz, ${refusal})`);
    }
  }
}

describe('shaving watch', () => {
  it('alerts the admins with the figures when a broker’s FTD rate falls under half its norm, once a week', async () => {
    const desk = await integration();
    await leadsOf(desk.id, 20, 300, 25); // the norm: 8.3 %
    await leadsOf(desk.id, 3, 120, 2); // the last week: 1.7 %
    expect(await raiseFtdDropAlerts(t.database.db, now)).toContain(desk.id);
    const rows = await raised(desk.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.params).toEqual({ name: `${desk.name}: 2/120 (1.7 %) vs 25/300 (8.3 %)` });
    expect(rows[0]!.link).toBe(`/broker-integrations/${desk.id}`);
    // read, and the next hour's run: nothing new within the week
    await t.database.db.update(alerts).set({ status: 1 }).where(eq(alerts.subject, `integration:${desk.id}`));
    expect(await raiseFtdDropAlerts(t.database.db, new Date(now.getTime() + 3_600_000))).not.toContain(desk.id);
    expect(await raised(desk.id)).toHaveLength(rows.length);
  });

  it('says nothing of a broker holding its norm, of one with too few leads, or of one that never deposited', async () => {
    const steady = await integration();
    await leadsOf(steady.id, 20, 300, 25);
    await leadsOf(steady.id, 3, 120, 9); // 7.5 %
    const small = await integration();
    await leadsOf(small.id, 20, 300, 25);
    await leadsOf(small.id, 3, 20, 0);
    const never = await integration();
    await leadsOf(never.id, 20, 300, 0);
    await leadsOf(never.id, 3, 120, 0);
    const alerted = await raiseFtdDropAlerts(t.database.db, now);
    for (const desk of [steady, small, never]) {
      expect(alerted).not.toContain(desk.id);
      expect(await raised(desk.id)).toEqual([]);
    }
  });
});

describe('shaving watch, the lead side', () => {
  it('alerts when a broker declines many leads within a day of accepting them, with the figures', async () => {
    const desk = await integration();
    await statusedLeads(desk.id, 6, 10, ['invalid'], 2); // declined 2 h after acceptance
    await statusedLeads(desk.id, 9, 10, ['no_answer'], 2);
    expect(await raiseDeclineAlerts(t.database.db, now)).toContain(desk.id);
    const rows = await raised(desk.id, 'broker_leads_declined');
    expect(rows[0]!.params).toEqual({ name: `${desk.name}: 6/15, FTD 0` });
    // once a day
    await t.database.db.update(alerts).set({ status: 1 }).where(eq(alerts.subject, `integration:${desk.id}`));
    expect(await raiseDeclineAlerts(t.database.db, new Date(now.getTime() + 3_600_000))).not.toContain(desk.id);
  });

  it('alerts on a deposit taken back, even one', async () => {
    const desk = await integration();
    await statusedLeads(desk.id, 1, 20, ['ftd', 'not_interested'], 3);
    expect(await raiseDeclineAlerts(t.database.db, now)).toContain(desk.id);
    expect((await raised(desk.id, 'broker_leads_declined'))[0]!.params).toEqual({ name: `${desk.name}: 1/1, FTD 1` }); // declined soon, and a deposit taken back
  });

  it('says nothing of declines long after acceptance, of a small share, of unmapped words, or of refused statuses', async () => {
    const late = await integration();
    await statusedLeads(late.id, 8, 23 + 48, ['invalid'], 60); // declined 2½ days after acceptance
    const few = await integration();
    await statusedLeads(few.id, 5, 10, ['invalid'], 1);
    await statusedLeads(few.id, 15, 10, ['call_back'], 1); // 5 of 20: 25 %
    const unmapped = await integration();
    await statusedLeads(unmapped.id, 1, 10, ['ftd', null], 1);
    const refused = await integration();
    await statusedLeads(refused.id, 6, 10, ['invalid'], 1, 'past the look-back');
    const alerted = await raiseDeclineAlerts(t.database.db, now);
    for (const desk of [late, few, unmapped, refused]) {
      expect(alerted).not.toContain(desk.id);
      expect(await raised(desk.id, 'broker_leads_declined')).toEqual([]);
    }
  });
});
