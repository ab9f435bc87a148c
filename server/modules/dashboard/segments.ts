import type { Range } from '../../../domain/dashboard/periods';

export type Source = 'month' | 'day' | 'hour' | 'raw';

/** A piece of one bucket read from one source: [from, to) lies inside the bucket. */
export interface Segment {
  bucket: number;
  source: Source;
  from: Date;
  to: Date;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;
const floorTo = (t: number, unit: number) => Math.floor(t / unit) * unit;
const ceilTo = (t: number, unit: number) => Math.ceil(t / unit) * unit;
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

/**
 * Splits each bucket into whole UTC months, days and hours (the three rollups) and the sub-hour
 * remainders (raw events), so any range in any zone, including :30 and :45 offsets and custom
 * times, is summed exactly while reading at most a month of daily rows, a day of hourly rows and
 * an hour of events per bucket edge. Without an hourly rollup for the dimension, the hour pieces
 * are read from the events as well.
 */
export function segmentsOf(buckets: readonly Range[], options: { hourly: boolean }): Segment[] {
  const out: Segment[] = [];
  const push = (bucket: number, source: Source, from: number, to: number) => {
    if (to <= from) return;
    const src = source === 'hour' && !options.hourly ? 'raw' : source;
    const last = out[out.length - 1];
    // neighbouring raw pieces of one bucket become one range
    if (last && last.bucket === bucket && last.source === src && last.to.getTime() === from) last.to = new Date(to);
    else out.push({ bucket, source: src, from: new Date(from), to: new Date(to) });
  };
  buckets.forEach((b, i) => {
    const a = b.start.getTime();
    const z = b.finish.getTime();
    const hA = ceilTo(a, HOUR);
    const hZ = floorTo(z, HOUR);
    if (hA >= hZ) return push(i, 'raw', a, z);
    const dA = ceilTo(hA, DAY);
    const dZ = floorTo(hZ, DAY);
    push(i, 'raw', a, hA);
    if (dA >= dZ) {
      push(i, 'hour', hA, hZ);
    } else {
      push(i, 'hour', hA, dA);
      const mA = ceilMonth(dA);
      const mZ = floorMonth(dZ);
      if (mA >= mZ) {
        push(i, 'day', dA, dZ);
      } else {
        push(i, 'day', dA, mA);
        push(i, 'month', mA, mZ);
        push(i, 'day', mZ, dZ);
      }
      push(i, 'hour', dZ, hZ);
    }
    push(i, 'raw', hZ, z);
  });
  return out;
}
