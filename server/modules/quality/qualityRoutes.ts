import { TrafficSafety } from '../../../domain/enums/report';
import { FRAUD_EXPLAIN_RULE, TRAFFIC_QUALITY_PATH, TRAFFIC_SAFETY_RULE } from '../../../domain/quality/access';
import { NotFound } from '../../errors';
import { ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam } from '../../http/validate';
import { CLICK_ID_PATTERN } from '../tracker/clickRecord';
import { periodAnswer, readFilters } from '../dashboard/filters';
import { clickQuality, conversionQuality, riskyByAffiliate, type QualityRow, type QualityScope } from './explainRepository';

const scopeOf = (c: Ctx): QualityScope => (c.var.role === 'admin' ? { kind: 'all' } : { kind: 'manager', managerId: c.var.session!.user.id });

/** A record judged before traffic quality existed reads as Safe with no reasons (docs/decisions/traffic-quality.md). */
const answer = (row: QualityRow) => ({ traffic_safety: row.traffic_safety ?? TrafficSafety.Safe, reasons: row.fraud_reasons ?? [], judged: row.traffic_safety !== null });

/** GET /traffic-quality/clicks/{click_id}: why a click is Mixed or Risky. */
async function explainClick(c: Ctx) {
  const clickId = c.req.param('click_id') ?? '';
  if (!CLICK_ID_PATTERN.test(clickId)) throw new NotFound('Click not found.');
  const row = await clickQuality(c.var.deps.db, scopeOf(c), clickId);
  if (!row) throw new NotFound('Click not found.');
  return ok(c, { click_id: clickId, ...answer(row) });
}

/** GET /traffic-quality/conversions/{id}: why a conversion is Mixed or Risky (its click's reasons and its own). */
async function explainConversion(c: Ctx) {
  const id = idParam(c);
  const row = await conversionQuality(c.var.deps.db, scopeOf(c), id);
  if (!row) throw new NotFound('Conversion not found.');
  return ok(c, { id, ...answer(row) });
}

/**
 * POST /dashboard/affiliate/pie-bad_quality_traffic: the dashboard's drill-down of bad quality
 * traffic, Risky clicks and conversions by affiliate, as the other affiliate pies answer.
 */
async function riskyPie(c: Ctx) {
  const { body, period } = await readFilters(c);
  const rows = await riskyByAffiliate(c.var.deps.db, scopeOf(c), period.range);
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  const top = rows.slice(0, body.per_page);
  const others = total - top.reduce((sum, r) => sum + r.value, 0);
  const share = (v: number) => (total === 0 ? 0 : Math.round((v / total) * 10000) / 100);
  return ok(c, {
    period: periodAnswer(period),
    type: 'bad_quality_traffic',
    field: 'bad_quality_traffic',
    total,
    slices: top.map((r) => ({ ...r, share: share(r.value) })),
    others: { value: others, share: share(others) },
  });
}

const EXPLAIN = { kind: 'roles', ...FRAUD_EXPLAIN_RULE } as const;

export const qualityEndpoints: Endpoint[] = [
  { method: 'GET', path: `${TRAFFIC_QUALITY_PATH}/clicks/:click_id`, access: EXPLAIN, handler: explainClick },
  { method: 'GET', path: `${TRAFFIC_QUALITY_PATH}/conversions/:id`, access: EXPLAIN, handler: explainConversion },
  { method: 'POST', path: '/dashboard/affiliate/pie-bad_quality_traffic', reads: true, access: { kind: 'roles', ...TRAFFIC_SAFETY_RULE }, handler: riskyPie },
];
