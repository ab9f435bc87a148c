import { describe, expect, it } from 'vitest';
import { formatApiDate } from './formatDate';
import { isRawBody, prepareBody } from './prepareBody';

const instant = new Date('2024-07-01T22:15:05.999Z');

describe('formatApiDate (R53)', () => {
  it('writes +00:00, never Z, by default', () => {
    expect(formatApiDate(instant)).toBe('2024-07-01T22:15:05+00:00');
  });

  it('uses the offset of the given zone, daylight saving included', () => {
    expect(formatApiDate(instant, 'America/New_York')).toBe('2024-07-01T18:15:05-04:00');
    expect(formatApiDate(new Date('2024-01-01T00:00:00Z'), 'America/New_York')).toBe('2023-12-31T19:00:00-05:00');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(formatApiDate(instant, 'Nowhere/Nothing')).toBe('2024-07-01T22:15:05+00:00');
  });
});

describe('prepareBody (R55)', () => {
  it('formats Dates at any depth with the time-zone offset, keeping everything else', () => {
    const body = { at: instant, nested: { list: [instant, 1, null] }, name: 'x', none: null };
    expect(prepareBody(body, 'Asia/Kolkata')).toEqual({
      at: '2024-07-02T03:45:05+05:30',
      nested: { list: ['2024-07-02T03:45:05+05:30', 1, null] },
      name: 'x',
      none: null,
    });
  });

  it('turns an invalid Date into null and leaves non-plain objects alone', () => {
    const params = new URLSearchParams('a=1');
    expect(prepareBody({ bad: new Date('nope'), params })).toEqual({ bad: null, params });
  });

  it('recognises bodies that go out as they are', () => {
    expect(isRawBody(new FormData())).toBe(true);
    expect(isRawBody(new Blob(['x']))).toBe(true);
    expect(isRawBody(new Uint8Array(1))).toBe(true);
    expect(isRawBody({ a: 1 })).toBe(false);
    expect(isRawBody('text')).toBe(false);
  });
});
