import { sql, type SQL } from 'drizzle-orm';
import { UserType } from '../../../domain/enums/user';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';
import type { AutomationResult } from '../../db/schema/automation';
import type { Viewer } from '../users/scope';
import type { RuleInput } from './automationFields';

/** A rule as the API answers it, with the names of what it points at. */
export interface RuleRow {
  id: number;
  name: string;
  status: number;
  metric: string;
  period: string;
  scope: string;
  offer_id: number | null;
  offer_name: string | null;
  affiliate_id: number | null;
  affiliate_name: string | null;
  op: string;
  value: number;
  action: string;
  integration_id: number | null;
  integration_name: string | null;
  cap_period: string | null;
  cap_metric: string | null;
  cap_limit: number | null;
  manager_id: number | null;
  last_run_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RunRow {
  id: number;
  rule_id: number;
  window_start: string;
  ran_at: string;
  matched: number;
  changed: number;
  results: AutomationResult[];
}

/** An admin sees every rule; a manager the rules they made (which reach only their affiliates). */
const scopeOf = (viewer: Viewer): SQL => (viewer.userType === UserType.Manager ? sql`r.manager_id = ${viewer.id}` : sql`true`);

const COLUMNS = sql`r.id, r.name, r.status, r.metric, r.period, r.scope, r.offer_id, o.name AS offer_name, r.affiliate_id,
  NULLIF(trim(concat(u.first_name, ' ', u.last_name)), '') AS affiliate_name, r.op, r.value::text AS value,
  r.action, r.integration_id, i.name AS integration_name, r.cap_period, r.cap_metric, r.cap_limit::text AS cap_limit, r.manager_id,
  (SELECT max(ran_at) FROM automation_rule_runs x WHERE x.rule_id = r.id) AS last_run_at, r.created_at, r.updated_at`;
const FROM = sql`automation_rules r LEFT JOIN offers o ON o.id = r.offer_id LEFT JOIN users u ON u.id = r.affiliate_id LEFT JOIN broker_integrations i ON i.id = r.integration_id`;

type RawRule = Omit<RuleRow, 'value' | 'cap_limit' | 'last_run_at' | 'created_at' | 'updated_at'> & {
  value: string;
  cap_limit: string | null;
  last_run_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
};
const iso = (v: string | Date) => new Date(v).toISOString();
const toRule = (r: RawRule): RuleRow => ({
  id: r.id,
  name: r.name,
  status: r.status,
  metric: r.metric,
  period: r.period,
  scope: r.scope,
  offer_id: r.offer_id,
  offer_name: r.offer_name,
  affiliate_id: r.affiliate_id,
  affiliate_name: r.affiliate_name,
  op: r.op,
  value: Number(r.value),
  action: r.action,
  integration_id: r.integration_id,
  integration_name: r.integration_name,
  cap_period: r.cap_period,
  cap_metric: r.cap_metric,
  cap_limit: r.cap_limit === null ? null : Number(r.cap_limit),
  manager_id: r.manager_id,
  last_run_at: r.last_run_at === null ? null : iso(r.last_run_at),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export async function listRules(db: Tx, viewer: Viewer, page: { perPage: number; offset: number }) {
  const rows = rowsOf<RawRule>(await db.execute(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${scopeOf(viewer)} ORDER BY r.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`));
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM automation_rules r WHERE ${scopeOf(viewer)}`));
  return { rows: rows.map(toRule), total: count!.n };
}

export async function findRule(db: Tx, viewer: Viewer, id: number): Promise<RuleRow | undefined> {
  const [row] = rowsOf<RawRule>(await db.execute(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = ${id} AND ${scopeOf(viewer)}`));
  return row ? toRule(row) : undefined;
}

/** Every active rule, for the job. */
export async function activeRules(db: Tx): Promise<RuleRow[]> {
  return rowsOf<RawRule>(await db.execute(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE r.status = 1 ORDER BY r.id`)).map(toRule);
}

const values = (body: RuleInput) => ({
  name: body.name,
  status: body.status,
  metric: body.metric,
  period: body.period,
  scope: body.scope,
  offer_id: body.offer_id,
  affiliate_id: body.affiliate_id,
  op: body.op,
  value: body.value,
  action: body.action,
  integration_id: body.integration_id,
  cap_period: body.cap_period,
  cap_metric: body.cap_metric,
  cap_limit: body.cap_limit,
});

export async function insertRule(db: Tx, body: RuleInput, managerId: number | null, now: Date): Promise<number> {
  const v = values(body);
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`INSERT INTO automation_rules (name, status, metric, period, scope, offer_id, affiliate_id, op, value, action, integration_id, cap_period, cap_metric, cap_limit, manager_id, created_at, updated_at)
      VALUES (${v.name}, ${v.status}, ${v.metric}, ${v.period}, ${v.scope}, ${v.offer_id}, ${v.affiliate_id}, ${v.op}, ${v.value}, ${v.action}, ${v.integration_id},
        ${v.cap_period}, ${v.cap_metric}, ${v.cap_limit}, ${managerId}, ${now.toISOString()}, ${now.toISOString()})
      RETURNING id`),
  );
  return row!.id;
}

export async function updateRule(db: Tx, id: number, body: RuleInput, now: Date): Promise<void> {
  const v = values(body);
  await db.execute(sql`UPDATE automation_rules SET name = ${v.name}, status = ${v.status}, metric = ${v.metric}, period = ${v.period}, scope = ${v.scope},
    offer_id = ${v.offer_id}, affiliate_id = ${v.affiliate_id}, op = ${v.op}, value = ${v.value}, action = ${v.action}, integration_id = ${v.integration_id},
    cap_period = ${v.cap_period}, cap_metric = ${v.cap_metric}, cap_limit = ${v.cap_limit}, updated_at = ${now.toISOString()} WHERE id = ${id}`);
}

export async function deleteRule(db: Tx, id: number): Promise<void> {
  await db.execute(sql`DELETE FROM automation_rules WHERE id = ${id}`);
}

type RawRun = Omit<RunRow, 'window_start' | 'ran_at'> & { window_start: string | Date; ran_at: string | Date };

export async function listRuns(db: Tx, ruleId: number, page: { perPage: number; offset: number }) {
  const rows = rowsOf<RawRun>(
    await db.execute(sql`SELECT id::int AS id, rule_id, window_start, ran_at, matched, changed, results FROM automation_rule_runs
      WHERE rule_id = ${ruleId} ORDER BY window_start DESC, id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`),
  );
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM automation_rule_runs WHERE rule_id = ${ruleId}`));
  return { rows: rows.map((r) => ({ ...r, window_start: iso(r.window_start), ran_at: iso(r.ran_at) })), total: count!.n };
}

/** Which of the rule's references exist (and, for a manager, are theirs to name). */
export async function references(db: Tx, body: RuleInput, managerId: number | null) {
  const [row] = rowsOf<{ offer: boolean; affiliate: boolean; integration: boolean }>(
    await db.execute(sql`SELECT
      (${body.offer_id}::int IS NULL OR EXISTS (SELECT 1 FROM offers WHERE id = ${body.offer_id}::int)) AS offer,
      (${body.affiliate_id}::int IS NULL OR EXISTS (SELECT 1 FROM users WHERE id = ${body.affiliate_id}::int AND user_type = ${UserType.Affiliate}
        AND (${managerId}::int IS NULL OR manager_id = ${managerId}::int))) AS affiliate,
      (${body.integration_id}::int IS NULL OR EXISTS (SELECT 1 FROM broker_integrations WHERE id = ${body.integration_id}::int)) AS integration`),
  );
  return row!;
}
