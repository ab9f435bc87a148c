import { sql, type SQL } from 'drizzle-orm';
import type { Range } from '../../../domain/dashboard/periods';
import type { FunnelCounts, FunnelDateBy, FunnelGroup } from '../../../domain/leads/funnel';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/tx';
import { leadScope, type Viewer } from '../leads/leadRepository';

export interface FunnelQuery {
  groupBy: FunnelGroup;
  dateBy: FunnelDateBy;
  range: Range;
  timeZone: string;
}

/** One group's counts; `key` null for leads no integration ever had (grouped by broker). */
export interface FunnelGroupRow extends FunnelCounts {
  key: string | number | null;
  name: string | null;
  broker_name: string | null;
}

/** A group's key on a lead `leads`, the day read from `at` in the report's zone. */
function keyOf(group: FunnelGroup, at: SQL, timeZone: string): SQL {
  switch (group) {
    case 'broker':
      return sql`leads.integration_id`;
    case 'affiliate':
      return sql`leads.affiliate_id`;
    case 'country':
      return sql`leads.country`;
    case 'day':
      return sql`to_char((${at} AT TIME ZONE ${timeZone}), 'YYYY-MM-DD')`;
  }
}

const userName = (id: SQL) => sql`(SELECT COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email) FROM users u WHERE u.id = ${id})`;

/** The display names of a group's key `g.key`: the integration and its broker, the affiliate. */
function namesOf(group: FunnelGroup): { name: SQL; broker: SQL } {
  if (group === 'broker') return { name: sql`(SELECT i.name FROM broker_integrations i WHERE i.id = g.key)`, broker: userName(sql`(SELECT i.advertiser_id FROM broker_integrations i WHERE i.id = g.key)`) };
  if (group === 'affiliate') return { name: userName(sql`g.key`), broker: sql`NULL::text` };
  return { name: sql`NULL::text`, broker: sql`NULL::text` };
}

/**
 * The funnel of the viewer's leads (the lead log's scope: a manager their affiliates', an affiliate
 * their own), one row per key. A lead registered in the period counts as a lead, pushed (at least
 * one push try), accepted, autologin opened; its FTD counts by the registration date, or with
 * `deposit` by the deposit's date (a deposit in the period of a lead from before it counts there).
 */
export async function leadFunnel(db: Tx, viewer: Viewer, q: FunnelQuery): Promise<FunnelGroupRow[]> {
  const scope = leadScope(viewer) ?? sql`TRUE`;
  const from = sql`leads JOIN users affiliate ON affiliate.id = leads.affiliate_id`;
  const { start, finish } = q.range;
  const byRegistration = q.dateBy === 'registration';
  const registered = sql`
    SELECT ${keyOf(q.groupBy, sql`leads.created_at`, q.timeZone)} AS key,
      1 AS lead,
      (EXISTS (SELECT 1 FROM lead_pushes p WHERE p.lead_id = leads.id) OR coalesce(leads.archived_pushes, 0) > 0)::int AS pushed,
      (leads.accepted_at IS NOT NULL)::int AS accepted,
      (leads.autologin_opened_at IS NOT NULL)::int AS opened,
      ${byRegistration ? sql`(leads.ftd_at IS NOT NULL)::int` : sql`0`} AS ftd
    FROM ${from}
    WHERE ${scope} AND leads.created_at >= ${start.toISOString()}::timestamptz AND leads.created_at < ${finish.toISOString()}::timestamptz`;
  const deposited = sql`
    UNION ALL
    SELECT ${keyOf(q.groupBy, sql`leads.ftd_at`, q.timeZone)}, 0, 0, 0, 0, 1
    FROM ${from}
    WHERE ${scope} AND leads.ftd_at >= ${start.toISOString()}::timestamptz AND leads.ftd_at < ${finish.toISOString()}::timestamptz`;
  const names = namesOf(q.groupBy);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT g.key AS key, ${names.name} AS name, ${names.broker} AS broker_name,
        sum(g.lead)::int AS leads, sum(g.pushed)::int AS pushed, sum(g.accepted)::int AS accepted,
        sum(g.opened)::int AS autologin_opened, sum(g.ftd)::int AS ftd
      FROM (${registered} ${byRegistration ? sql`` : deposited}) g
      GROUP BY g.key`),
  );
  return rows.map((r) => ({
    key: r.key === null || r.key === undefined ? null : (r.key as string | number),
    name: (r.name as string | null) ?? null,
    broker_name: (r.broker_name as string | null) ?? null,
    leads: Number(r.leads),
    pushed: Number(r.pushed),
    accepted: Number(r.accepted),
    autologin_opened: Number(r.autologin_opened),
    ftd: Number(r.ftd),
  }));
}
