import { describe, expect, it } from 'vitest';
import { segmentsOf, type SegmentOptions } from './segments';

const r = (a: string, b: string) => ({ start: new Date(a), finish: new Date(b) });
const plain = (s: ReturnType<typeof segmentsOf>) => s.map((x) => [x.bucket, x.source, x.sign, x.from.toISOString(), x.to.toISOString()]);
const ADDED: SegmentOptions = { hourly: true, signed: false };

describe('segmentsOf', () => {
  it('reads whole UTC days from the daily rollup and the edges from hours and events', () => {
    // a UTC+05:30 day: 18:30 to 18:30
    expect(plain(segmentsOf([r('2021-03-10T18:30:00Z', '2021-03-12T18:30:00Z')], ADDED))).toEqual([
      [0, 'raw', 1, '2021-03-10T18:30:00.000Z', '2021-03-10T19:00:00.000Z'],
      [0, 'hour', 1, '2021-03-10T19:00:00.000Z', '2021-03-11T00:00:00.000Z'],
      [0, 'day', 1, '2021-03-11T00:00:00.000Z', '2021-03-12T00:00:00.000Z'],
      [0, 'hour', 1, '2021-03-12T00:00:00.000Z', '2021-03-12T18:00:00.000Z'],
      [0, 'raw', 1, '2021-03-12T18:00:00.000Z', '2021-03-12T18:30:00.000Z'],
    ]);
  });

  it('reads whole UTC months from the monthly rollup', () => {
    // a UTC+2 quarter
    expect(plain(segmentsOf([r('2020-12-31T22:00:00Z', '2021-03-31T22:00:00Z')], ADDED))).toEqual([
      [0, 'hour', 1, '2020-12-31T22:00:00.000Z', '2021-01-01T00:00:00.000Z'],
      [0, 'month', 1, '2021-01-01T00:00:00.000Z', '2021-03-01T00:00:00.000Z'],
      [0, 'day', 1, '2021-03-01T00:00:00.000Z', '2021-03-31T00:00:00.000Z'],
      [0, 'hour', 1, '2021-03-31T00:00:00.000Z', '2021-03-31T22:00:00.000Z'],
    ]);
  });

  it('for sums, rounds an edge to the nearest whole unit and takes the difference away', () => {
    // the same quarter: three monthly rows, less two hours at the end, plus two at the start
    expect(plain(segmentsOf([r('2020-12-31T22:00:00Z', '2021-03-31T22:00:00Z')], { hourly: true, signed: true }))).toEqual([
      [0, 'hour', 1, '2020-12-31T22:00:00.000Z', '2021-01-01T00:00:00.000Z'],
      [0, 'month', 1, '2021-01-01T00:00:00.000Z', '2021-04-01T00:00:00.000Z'],
      [0, 'hour', -1, '2021-03-31T22:00:00.000Z', '2021-04-01T00:00:00.000Z'],
    ]);
    // a UTC+05:30 day: one daily row, six hours added before it and six taken away after, each
    // corrected by half an hour of events
    expect(plain(segmentsOf([r('2021-03-10T18:30:00Z', '2021-03-11T18:30:00Z')], { hourly: true, signed: true }))).toEqual([
      [0, 'raw', -1, '2021-03-10T18:00:00.000Z', '2021-03-10T18:30:00.000Z'],
      [0, 'hour', 1, '2021-03-10T18:00:00.000Z', '2021-03-11T00:00:00.000Z'],
      [0, 'day', 1, '2021-03-11T00:00:00.000Z', '2021-03-12T00:00:00.000Z'],
      [0, 'raw', 1, '2021-03-11T18:00:00.000Z', '2021-03-11T18:30:00.000Z'],
      [0, 'hour', -1, '2021-03-11T18:00:00.000Z', '2021-03-12T00:00:00.000Z'],
    ]);
  });

  it('for sums, never reads a whole month to take most of it away again', () => {
    // a UTC+1 day in mid-November: its end rounds to December, its start to November; one daily row instead
    expect(plain(segmentsOf([r('2026-11-15T23:00:00Z', '2026-11-16T23:00:00Z')], { hourly: true, signed: true }))).toEqual([
      [0, 'hour', 1, '2026-11-15T23:00:00.000Z', '2026-11-16T00:00:00.000Z'],
      [0, 'day', 1, '2026-11-16T00:00:00.000Z', '2026-11-17T00:00:00.000Z'],
      [0, 'hour', -1, '2026-11-16T23:00:00.000Z', '2026-11-17T00:00:00.000Z'],
    ]);
  });

  it('reads the hour pieces from events when the dimension has no hourly rollup', () => {
    expect(plain(segmentsOf([r('2021-03-10T22:00:00Z', '2021-03-12T00:00:00Z')], { hourly: false, signed: false }))).toEqual([
      [0, 'raw', 1, '2021-03-10T22:00:00.000Z', '2021-03-11T00:00:00.000Z'],
      [0, 'day', 1, '2021-03-11T00:00:00.000Z', '2021-03-12T00:00:00.000Z'],
    ]);
  });

  it('keeps buckets apart and handles buckets shorter than an hour', () => {
    expect(plain(segmentsOf([r('2021-03-10T10:00:00Z', '2021-03-10T11:00:00Z'), r('2021-03-10T11:00:00Z', '2021-03-10T11:20:00Z')], ADDED))).toEqual([
      [0, 'hour', 1, '2021-03-10T10:00:00.000Z', '2021-03-10T11:00:00.000Z'],
      [1, 'raw', 1, '2021-03-10T11:00:00.000Z', '2021-03-10T11:20:00.000Z'],
    ]);
  });
});
