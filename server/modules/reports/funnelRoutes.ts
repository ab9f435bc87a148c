import { z } from 'zod';
import {
  AFFILIATE_FUNNEL_GROUPS,
  FUNNEL_COLUMNS,
  FUNNEL_DATE_BY,
  FUNNEL_GROUPS,
  funnelLabelsIn,
  funnelOrder,
  funnelRates,
  funnelTotals,
  leadFunnelResource,
} from '../../../domain/leads/funnel';
import { callerLanguage } from '../../http/callerLanguage';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody, ValidationError } from '../../http/validate';
import { csvDownload, csvLine } from '../users/exportStream';
import { leadFunnel, type FunnelQuery } from './funnelRepository';
import { periodFields, periodOf } from './reportBody';

const funnelBody = z.object({
  ...periodFields,
  group_by: z.enum(FUNNEL_GROUPS, { message: `group_by must be one of: ${FUNNEL_GROUPS.join(', ')}` }).default('day'),
  date_by: z.enum(FUNNEL_DATE_BY, { message: `date_by must be one of: ${FUNNEL_DATE_BY.join(', ')}` }).default('registration'),
});

/** The question of a body; an affiliate grouping by broker or affiliate is a 422 on group_by. */
async function queryOf(c: Ctx): Promise<FunnelQuery> {
  const body = await parseBody(c, funnelBody);
  if (c.var.role === 'affiliate' && !AFFILIATE_FUNNEL_GROUPS.includes(body.group_by)) {
    throw new ValidationError([{ field: 'group_by', message: `An affiliate's funnel is grouped by ${AFFILIATE_FUNNEL_GROUPS.join(' or ')}.` }]);
  }
  const { range, timeZone } = periodOf(c, body);
  return { groupBy: body.group_by, dateBy: body.date_by, range, timeZone };
}

/** The rows in the report's order, each with its rates, and the totals: the rows' counts added up, their rates from those sums. */
async function answerOf(c: Ctx, q: FunnelQuery) {
  const user = c.var.session!.user;
  const rows = funnelOrder(q.groupBy, await leadFunnel(c.var.deps.db, { id: user.id, userType: user.userType }, q));
  const total = funnelTotals(rows);
  return {
    rows: rows.map((r) => ({ ...r, ...funnelRates(r) })),
    total: { ...total, ...funnelRates(total) },
    group_by: q.groupBy,
    date_by: q.dateBy,
    period: { start: q.range.start.toISOString(), finish: q.range.finish.toISOString(), time_zone: q.timeZone },
  };
}

const report = async (c: Ctx) => ok(c, await answerOf(c, await queryOf(c)));

/** The table as CSV: the same columns in the same order, headed in the caller's language, the totals row last. */
async function exportCsv(c: Ctx) {
  const q = await queryOf(c);
  const answer = await answerOf(c, q);
  const labels = funnelLabelsIn(callerLanguage(c));
  const named = q.groupBy === 'broker' || q.groupBy === 'affiliate';
  const keyHeaders = q.groupBy === 'broker' ? [`${labels.broker} ID`, labels.broker, labels.broker_name] : named ? [`${labels.affiliate} ID`, labels.affiliate] : [labels[q.groupBy]];
  const keyCells = (r: (typeof answer.rows)[number]) =>
    q.groupBy === 'broker' ? [r.key ?? '', r.key === null ? labels.none : r.name, r.broker_name] : named ? [r.key, r.name] : [r.key];
  const lines = [
    '\ufeff' + csvLine([...keyHeaders, ...FUNNEL_COLUMNS.map((col) => labels[col])]),
    ...answer.rows.map((r) => csvLine([...keyCells(r), ...FUNNEL_COLUMNS.map((col) => r[col])])),
    csvLine([labels.total, ...keyHeaders.slice(1).map(() => ''), ...FUNNEL_COLUMNS.map((col) => answer.total[col])]),
  ];
  return csvDownload(c, `lead-funnel-${q.groupBy}-${q.dateBy}.csv`, (async function* () {
    yield* lines;
  })());
}

const { api, access } = leadFunnelResource;
const READ = { kind: 'roles', ...access.list } as const;

/** The lead funnel (spec 4 §2): leads → pushed → accepted → autologin opened → FTD by broker, affiliate, country or day. */
export const funnelEndpoints: Endpoint[] = [
  { method: 'POST', path: api.path, reads: true, access: READ, summary: 'The lead funnel report', body: funnelBody, handler: report },
  { method: 'POST', path: `${api.path}/export-csv`, reads: true, access: READ, summary: 'The lead funnel report as CSV', body: funnelBody, handler: exportCsv },
];
