import { describe, expect, it } from 'vitest';
import { serializeQuery, withQuery } from './serializeQuery';

describe('serializeQuery (R52–R54)', () => {
  it('sends several values as key[index] (R52)', () => {
    expect(serializeQuery({ status: [1, -1] })).toBe('status[0]=1&status[1]=-1');
  });

  it('sends a null value as an empty string and leaves undefined out (R54)', () => {
    expect(serializeQuery({ q: null, skipped: undefined, page: 2 })).toBe('q=&page=2');
  });

  it('writes Dates in ISO with seconds and +00:00 by default (R53)', () => {
    expect(serializeQuery({ from: new Date('2024-03-01T10:20:30.456Z') })).toBe('from=2024-03-01T10%3A20%3A30%2B00%3A00');
  });

  it("writes Dates with the user's offset when a time zone is given", () => {
    const search = serializeQuery({ from: new Date('2024-03-01T10:20:30Z') }, 'Asia/Kolkata');
    expect(decodeURIComponent(search)).toBe('from=2024-03-01T15:50:30+05:30');
  });

  it('encodes values and keys, nests objects as key[name]', () => {
    expect(serializeQuery({ 'a b': 'x&y', filter: { name: 'é' } })).toBe('a%20b=x%26y&filter[name]=%C3%A9');
  });

  it('formats Dates and nulls inside lists too', () => {
    expect(decodeURIComponent(serializeQuery({ d: [new Date('2024-01-01T00:00:00Z'), null] }))).toBe(
      'd[0]=2024-01-01T00:00:00+00:00&d[1]=',
    );
  });

  it('appends to a URL with or without a query', () => {
    expect(withQuery('/x', { a: 1 })).toBe('/x?a=1');
    expect(withQuery('/x?b=2', { a: 1 })).toBe('/x?b=2&a=1');
    expect(withQuery('/x', {})).toBe('/x');
    expect(withQuery('/x', undefined)).toBe('/x');
  });
});
