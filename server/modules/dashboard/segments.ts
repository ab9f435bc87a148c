import type { Range } from '../../../domain/dashboard/periods';

export type Source = 'month' | 'day' | 'hour' | 'raw';

/** A piece of one bucket read from one source, added (sign 1) or taken away (sign -1). */
export interface Segment {
  bucket: number;
  source: Source;
  sign: 1 | -1;
  from: Date;
  to: Date;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

interface Level {
  source: Exclude<Source, 'raw'>;
  floor(t: number): number;
  ceil(t: number): number;
}

const unit = (ms: number) => ({ floor: (t: number) => Math.floor(t / ms) * ms, ceil: (t: number) => Math.ceil(t / ms) * ms });
const floorMonth = (t: number) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const ceilMonth = (t: number) => {
  const f = floorMonth(t);
  if (f === t) return t;
  const d = new Date(f);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

const LEVELS: readonly Level[] = [
  { source: 'month', floor: floorMonth, ceil: ceilMonth },
  { source: 'day', ...unit(DAY) },
  { source: 'hour', ...unit(HOUR) },
];

export interface SegmentOptions {
  /** the dimension has hourly rollup rows; otherwise hour pieces are read from the events */
  hourly: boolean;
  /**
   * Sums may also subtract: a bucket edge is rounded to the nearest whole unit and the
   * difference added or taken away one level finer, so a local month in a UTC+1 zone is one
   * monthly row plus and minus an hour, not thirty daily rows. Counts of distinct keys use the
   * signed pieces too: per key they add up to its exact number of events in the bucket.
   */
  signed: boolean;
}

/**
 * Splits each bucket into whole UTC months, days and hours (the three rollups) and the sub-hour
 * remainders (raw events), so any range in any zone, including :30 and :45 offsets and custom
 * times, is summed exactly while reading few rollup rows and only minutes of events per edge.
 */
export function segmentsOf(buckets: readonly Range[], options: SegmentOptions): Segment[] {
  const out: Segment[] = [];
  const levels = options.hourly ? LEVELS : LEVELS.slice(0, 2);

  const push = (bucket: number, source: Source, sign: 1 | -1, from: number, to: number) => {
    const last = out[out.length - 1];
    // neighbouring raw pieces of one bucket and sign become one range
    if (source === 'raw' && last && last.bucket === bucket && last.source === 'raw' && last.sign === sign && last.to.getTime() === from) {
      last.to = new Date(to);
    } else {
      out.push({ bucket, source, sign, from: new Date(from), to: new Date(to) });
    }
  };

  const cover = (bucket: number, a: number, z: number, sign: 1 | -1, depth: number): void => {
    if (a >= z) return;
    const level = levels[depth];
    if (!level) return push(bucket, 'raw', sign, a, z);
    const nearest = (t: number) => (t - level.floor(t) <= level.ceil(t) - t ? level.floor(t) : level.ceil(t));
    const na = options.signed ? nearest(a) : level.ceil(a);
    const nz = options.signed ? nearest(z) : level.floor(z);
    // rounding must leave less to correct than the piece itself: a day mid-month is not the month less 29 days
    if (na >= nz || Math.abs(na - a) + Math.abs(nz - z) >= z - a) return cover(bucket, a, z, sign, depth + 1);
    if (a < na) cover(bucket, a, na, sign, depth + 1);
    else if (na < a) cover(bucket, na, a, sign === 1 ? -1 : 1, depth + 1);
    push(bucket, level.source, sign, na, nz);
    if (nz < z) cover(bucket, nz, z, sign, depth + 1);
    else if (z < nz) cover(bucket, z, nz, sign === 1 ? -1 : 1, depth + 1);
  };

  buckets.forEach((b, i) => cover(i, b.start.getTime(), b.finish.getTime(), 1, 0));
  return out;
}
