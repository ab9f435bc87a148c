import { addSums, EMPTY_SUMS, measuresOf, type MeasureField, type Measures, type Sums } from '../../../domain/dashboard/measures';
import { bucketLabel, type Range } from '../../../domain/dashboard/periods';
import type { Db } from '../../db/client';
import { DIM, type Dim } from '../traffic/dimensions';
import type { Period } from './filters';
import { namesOf } from './dashboardRepository';
import { sumsByBucket, type Scope, type SumsRow } from './sumsQuery';
import { visibleMeasures, type Viewer } from './viewer';

export interface Point {
  start: string;
  label: string;
  value: number;
}

export const pointsOf = (period: Period, value: (bucket: number) => number): Point[] =>
  period.buckets.map((b, i) => ({ start: b.start.toISOString(), label: bucketLabel(b.start, period.groupBy, period.timeZone), value: value(i) }));

function sumsPerBucket(rows: SumsRow[]): Map<number, Sums> {
  const map = new Map<number, Sums>();
  for (const r of rows) map.set(r.bucket, addSums(map.get(r.bucket) ?? EMPTY_SUMS, r.sums));
  return map;
}

/**
 * One measure over the period's buckets, its total and the total of the period just before,
 * read in one query (the previous period is one more bucket).
 */
export async function measureSeries(db: Db, period: Period, scope: Scope, field: MeasureField) {
  const buckets: Range[] = [...period.buckets, period.previous];
  const perBucket = sumsPerBucket(await sumsByBucket(db, buckets, scope));
  const n = period.buckets.length;
  let total = EMPTY_SUMS;
  for (let i = 0; i < n; i++) total = addSums(total, perBucket.get(i) ?? EMPTY_SUMS);
  return {
    total: measuresOf(total)[field],
    previous_total: measuresOf(perBucket.get(n) ?? EMPTY_SUMS)[field],
    points: pointsOf(period, (i) => measuresOf(perBucket.get(i) ?? EMPTY_SUMS)[field]),
  };
}

export interface RankedRow extends Partial<Measures> {
  key: string;
  name: string;
}

const compare = (field: MeasureField, descending: boolean) => (a: { key: string; m: Measures }, b: { key: string; m: Measures }) => {
  const d = a.m[field] - b.m[field];
  return d !== 0 ? (descending ? -d : d) : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
};

/**
 * The keys of a dimension with their measures over the period, sorted by one measure (Top is
 * highest first), cut to `limit`; with the total over every key and how many keys had traffic.
 */
export async function ranking(
  db: Db,
  period: Period,
  viewer: Viewer,
  dim: Dim,
  sort: { field: MeasureField; descending: boolean },
  limit: number,
  extraKeys: readonly string[] = [],
) {
  const rows = await sumsByBucket(db, [period.range], viewer.scope, dim);
  const byKey = new Map<string, Sums>(extraKeys.map((k) => [k, EMPTY_SUMS]));
  for (const r of rows) byKey.set(r.key, addSums(byKey.get(r.key) ?? EMPTY_SUMS, r.sums));
  const all = [...byKey].map(([key, sums]) => ({ key, m: measuresOf(sums) })).sort(compare(sort.field, sort.descending));
  const top = all.slice(0, limit);
  const names = await namesOf(db, dim, top.map((r) => r.key));
  const total = [...byKey.values()].reduce(addSums, EMPTY_SUMS);
  return {
    rows: top.map((r): RankedRow => ({ key: r.key, name: names.get(r.key) ?? r.key, ...visibleMeasures(r.m, viewer) })),
    total: visibleMeasures(measuresOf(total), viewer),
    count: all.length,
  };
}

/** One line per top key: the measure per bucket for the `limit` best keys of the period. */
export async function seriesPerKey(
  db: Db,
  period: Period,
  viewer: Viewer,
  dim: typeof DIM.affiliate | typeof DIM.manager,
  field: MeasureField,
  limit: number,
) {
  const top = await ranking(db, period, viewer, dim, { field, descending: true }, limit);
  const keys = top.rows.map((r) => r.key);
  const rows = keys.length ? await sumsByBucket(db, period.buckets, viewer.scope, dim, keys) : [];
  const cell = new Map(rows.map((r) => [`${r.bucket}:${r.key}`, r.sums]));
  return top.rows.map((r) => ({
    key: r.key,
    name: r.name,
    total: r[field] ?? 0,
    points: pointsOf(period, (i) => measuresOf(cell.get(`${i}:${r.key}`) ?? EMPTY_SUMS)[field]),
  }));
}

/** Shares of an additive measure per key: the top keys and the rest as one slice. */
export async function shares(db: Db, period: Period, viewer: Viewer, dim: Dim, field: MeasureField, limit: number) {
  const result = await ranking(db, period, viewer, dim, { field, descending: true }, limit);
  const total = result.total[field] ?? 0;
  const top = result.rows.filter((r) => (r[field] ?? 0) > 0);
  const others = total - top.reduce((s, r) => s + (r[field] ?? 0), 0);
  const share = (v: number) => (total === 0 ? 0 : Math.round((v / total) * 10000) / 100);
  return {
    total,
    slices: top.map((r) => ({ key: r.key, name: r.name, value: r[field] ?? 0, share: share(r[field] ?? 0) })),
    others: { value: others, share: share(others) },
  };
}
