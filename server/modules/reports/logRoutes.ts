import { csvCell, csvHeader } from '../../../domain/exports/csvColumns';
import type { InterfaceLanguage } from '../../../domain/languages';
import { callerLanguage } from '../../http/callerLanguage';
import { z } from 'zod';
import { can } from '../../http/guards';
import { listSchema, pageOf } from '../../http/listQuery';
import { Forbidden } from '../../errors';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { parseBody } from '../../http/validate';
import { checkSafetyFilter, conversionFilterFields, conversionFilterOf, safetyVisible, trafficFilterFields } from '../conversions/conversionFilter';
import { checkOrderSumSort, orderSumOf, toConversion } from '../conversions/conversionRoutes';
import { CONVERSION_SORTS, listConversions, type ConversionFilter } from '../conversions/listRepository';
import { optionalFilter, positiveId } from '../../http/fields';
import { revenueVisible } from '../offers/context';
import { viewerOf } from '../users/requestContext';
import { csvLine, csvZone, primed, streamOf, zonedRow } from '../users/exportStream';
import { CONVERSION_LOG_ACCESS, REPORT_ACCESS, REPORT_KEYS } from './access';
import { clickPages, listClicks, type ClickFilter, type ClickRow } from './clickLogRepository';
import { SUB_ID_DIMENSIONS } from './dimensions';
import { periodFields, periodOf } from './reportBody';
import { clicksOnlyFor, qualityVisible, scopeOf } from './trafficRoutes';

const subIdFields = Object.fromEntries(SUB_ID_DIMENSIONS.map((p) => [p, z.string().max(255, `${p} is at most 255 characters.`).optional()])) as Record<
  (typeof SUB_ID_DIMENSIONS)[number],
  z.ZodOptional<z.ZodString>
>;
const subIdsOf = (body: Partial<Record<string, unknown>>) =>
  Object.fromEntries(SUB_ID_DIMENSIONS.flatMap((p) => (typeof body[p] === 'string' && body[p] !== undefined ? [[p, body[p] as string]] : [])));

const commonFilters = {
  ...periodFields,
  ...trafficFilterFields,
  ...subIdFields,
};

// ---- the click log

const clickFilters = {
  ...commonFilters,
  tracking_domain_id: optionalFilter(positiveId('tracking_domain_id must be an id.')),
  status: optionalFilter(z.enum(['ran', 'refused'], { message: 'status must be ran or refused.' })),
  is_unique: optionalFilter(z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { message: 'is_unique must be true or false.' })),
};
const clickListBody = listSchema(['clicked_at'], clickFilters);
const clickExportBody = z.object(clickFilters);

function clickFilterOf(c: Ctx, body: z.infer<typeof clickExportBody>): ClickFilter {
  return {
    range: periodOf(c, body).range,
    scope: scopeOf(c),
    offer_id: body.offer_id,
    affiliate_id: body.affiliate_id,
    tracking_domain_id: body.tracking_domain_id,
    country: body.country,
    status: body.status,
    unique: body.is_unique,
    click_id: body.click_id,
    sub_ids: subIdsOf(body),
  };
}

/** A click as the API sends it: the visitor's address and the referrer only to staff, the referrer only with UI_Reports_Referrer. */
function clickOut(c: Ctx) {
  const staff = c.var.role !== 'affiliate';
  const referrer = staff && can(c, REPORT_KEYS.referrer);
  const safety = qualityVisible(c);
  return (r: ClickRow) => ({
    // the click id doubles as the record id lists key on
    id: r.click_id,
    click_id: r.click_id,
    clicked_at: new Date(r.clicked_at).toISOString(),
    offer_id: r.offer_id,
    offer_name: r.offer_name,
    affiliate_id: r.affiliate_id,
    ...(staff ? { affiliate_name: r.affiliate_name, ip: r.ip } : {}),
    tracking_domain_id: r.tracking_domain_id,
    tracking_domain: r.tracking_domain,
    country: r.country,
    device_type: r.device_type,
    os: r.os,
    browser: r.browser,
    ...(referrer ? { referrer: r.referrer } : {}),
    is_unique: r.is_unique,
    refusal: r.refusal,
    // Traffic safety (spec 4 §4) to staff holding UI_FraudDetection_View; a click from before it was judged reads Safe
    ...(safety ? { traffic_safety: r.traffic_safety ?? 1 } : {}),
    ...Object.fromEntries(SUB_ID_DIMENSIONS.map((p) => [p, r[p]])),
  });
}

async function clickList(c: Ctx) {
  const body = await parseBody(c, clickListBody);
  const page = pageOf(body);
  const { rows, hasMore } = await listClicks(c.var.deps.db, clickFilterOf(c, body), { ascending: body.sort === 'clicked_at', perPage: page.perPage, offset: page.offset });
  // no total: whether another page follows (docs/api.md, Reports)
  c.header('X-Pagination-Has-More', String(hasMore));
  c.header('X-Pagination-Current-Page', String(page.page));
  c.header('X-Pagination-Per-Page', String(page.perPage));
  return ok(c, rows.map(clickOut(c)));
}

/** Rows per piece of the stream: a piece stays a small string the young generation collects, not a page-sized one kept until a full collection. */
const CSV_PIECE_ROWS = 100;

/** CSV columns in the order of the answer's fields, the fields this caller may see: headed and coded columns labelled in the caller's language. */
function csvOf<T>(lang: InterfaceLanguage, rows: AsyncIterable<T[]>, shape: (r: T) => Record<string, unknown>) {
  return (async function* () {
    let header: string[] | null = null;
    for await (const page of rows) {
      if (header === null && page.length) {
        header = Object.keys(shape(page[0]!));
        yield '\ufeff' + csvLine(header.map((k) => csvHeader(k, lang)));
      }
      for (let i = 0; i < page.length; i += CSV_PIECE_ROWS) {
        yield page
          .slice(i, i + CSV_PIECE_ROWS)
          .map((row) => {
            const r = shape(row);
            return csvLine(header!.map((k) => csvCell(k, r[k], lang)));
          })
          .join('');
      }
    }
    if (header === null) yield '\ufeff';
  })();
}

async function download(c: Ctx, name: string, pieces: AsyncIterable<string>) {
  const source = await primed(pieces);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${name}"`);
  return c.body(streamOf(source));
}

/**
 * Rows per page of the click and conversion exports. A page lives until its last piece is sent, so the rows of a
 * larger page outlive more young-generation collections and are promoted to the old generation,
 * where they pile up until a full collection: a million clicks in pages of 2 000 peaked at 55–78 MB
 * of heap growth, pages of 500 at about 20 MB, at the same speed (bench/reports.ts).
 */
const EXPORT_PAGE = 500;

async function clickExport(c: Ctx) {
  const body = await parseBody(c, clickExportBody);
  const shape = clickOut(c);
  const zone = csvZone(c, periodOf(c, body).timeZone);
  return download(c, 'click-log.csv', csvOf(callerLanguage(c), clickPages(c.var.deps.db, clickFilterOf(c, body), EXPORT_PAGE), (r) => zonedRow(shape(r), zone)));
}

// ---- the conversion log

// the Conversions list's filters, with the report's period (a time zone too) and the click's sub-ids
const conversionFilters = { ...conversionFilterFields, ...commonFilters };
const conversionListBody = listSchema(CONVERSION_SORTS, conversionFilters);
const conversionExportBody = z.object(conversionFilters);

function conversionLogFilter(c: Ctx, body: z.infer<typeof conversionExportBody>): ConversionFilter {
  const { range } = periodOf(c, body);
  return { ...conversionFilterOf(body, { period_start: range.start.toISOString(), period_end: range.finish.toISOString() }), sub_ids: subIdsOf(body) };
}

const refuseOnlyClicks = (c: Ctx) => {
  if (clicksOnlyFor(c)) throw new Forbidden('Your reports show clicks only.');
};

async function conversionList(c: Ctx) {
  refuseOnlyClicks(c);
  const body = await parseBody(c, conversionListBody);
  checkSafetyFilter(c, body);
  checkOrderSumSort(c, body.sort);
  const page = pageOf(body);
  const { rows, total } = await listConversions(c.var.deps.db, viewerOf(c), conversionLogFilter(c, body), { sort: body.sort, perPage: page.perPage, offset: page.offset });
  const withRevenue = revenueVisible(c);
  return list(
    c,
    rows.map((r) => toConversion(r, withRevenue, safetyVisible(c), orderSumOf(c))),
    total,
    page,
  );
}

async function* conversionPages(c: Ctx, filter: ConversionFilter) {
  const db = c.var.deps.db;
  let before: number | undefined;
  for (;;) {
    const { rows } = await listConversions(db, viewerOf(c), { ...filter, before_id: before }, { sort: '-id', perPage: EXPORT_PAGE, offset: 0, count: false });
    if (rows.length) yield rows;
    if (rows.length < EXPORT_PAGE) return;
    before = rows[rows.length - 1]!.id;
  }
}

async function conversionExport(c: Ctx) {
  refuseOnlyClicks(c);
  const body = await parseBody(c, conversionExportBody);
  checkSafetyFilter(c, body);
  const withRevenue = revenueVisible(c);
  const withSafety = safetyVisible(c);
  const zone = csvZone(c, periodOf(c, body).timeZone);
  return download(c, 'conversion-log.csv', csvOf(callerLanguage(c), conversionPages(c, conversionLogFilter(c, body)), (r) => zonedRow(toConversion(r, withRevenue, withSafety, orderSumOf(c, 'blank')), zone)));
}

export const logEndpoints: Endpoint[] = [
  { method: 'POST', path: '/reports/clicks/list', reads: true, access: REPORT_ACCESS, summary: 'List clicks', body: clickListBody, handler: clickList },
  { method: 'POST', path: '/reports/clicks/export-csv', reads: true, access: REPORT_ACCESS, summary: 'Clicks as CSV', body: clickExportBody, handler: clickExport },
  { method: 'POST', path: '/reports/conversions/list', reads: true, access: CONVERSION_LOG_ACCESS, summary: 'The conversion log', body: conversionListBody, handler: conversionList },
  { method: 'POST', path: '/reports/conversions/export-csv', reads: true, access: CONVERSION_LOG_ACCESS, summary: 'The conversion log as CSV', body: conversionExportBody, handler: conversionExport },
];
