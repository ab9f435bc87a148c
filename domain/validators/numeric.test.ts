import { describe, expect, it } from 'vitest';
import { holdPeriod, integer, number, rangeLength } from './numeric';

const EMPTY = ['', null, undefined];

describe('number (R172)', () => {
  it.each(['0', '12', '-12', '1234.5', '-1,234.5', '1,234,567', '.5', '0.25', '-0.5'])('passes %s', (v) => {
    expect(number(v)).toBeUndefined();
  });
  it.each(['1a', 'abc', '-', '1.', '1,23', '12,34.5', '1234,567', '1.2.3', '+1', ' 1', '1e5', '--1'])('fails %s', (v) => {
    expect(number(v)).toBe('number');
  });
  it('takes typed numbers', () => {
    expect(number(-3.25)).toBeUndefined();
    expect(number(Number.NaN)).toBe('number');
    expect(number(Number.POSITIVE_INFINITY)).toBe('number');
  });
  it.each(EMPTY)('skips %s (R171)', (v) => expect(number(v)).toBeUndefined());
  it('fails a non-text value', () => expect(number({})).toBe('number'));
});

describe('integer (R173)', () => {
  it.each(['0', '12', '-12', '007'])('passes %s', (v) => expect(integer(v)).toBeUndefined());
  it.each(['1.5', '1a', '-', '1,000', '+3', ' 4'])('fails %s', (v) => expect(integer(v)).toBe('integer'));
  it('takes typed numbers', () => {
    expect(integer(-7)).toBeUndefined();
    expect(integer(1.5)).toBe('integer');
  });
  it.each(EMPTY)('skips %s (R171)', (v) => expect(integer(v)).toBeUndefined());
});

describe('rangeLength (R174)', () => {
  const fourToSix = rangeLength(4, 6);
  it('passes lengths at both boundaries and between', () => {
    expect(fourToSix('1234')).toBeUndefined();
    expect(fourToSix('12345')).toBeUndefined();
    expect(fourToSix('123456')).toBeUndefined();
    expect(fourToSix(12345)).toBeUndefined();
  });
  it('fails one past each boundary', () => {
    expect(fourToSix('123')).toBe('rangeLength');
    expect(fourToSix('1234567')).toBe('rangeLength');
  });
  it('fails a value that is not numeric, whatever its length', () => {
    expect(fourToSix('12a4')).toBe('rangeLength');
    expect(fourToSix('-1234')).toBe('rangeLength');
    expect(fourToSix('12.45')).toBe('rangeLength');
  });
  it.each(EMPTY)('skips %s (R171)', (v) => expect(fourToSix(v)).toBeUndefined());
});

describe('holdPeriod (R180)', () => {
  it.each(['0', '1', '30', '60', 0, 60])('passes %s', (v) => expect(holdPeriod(v)).toBeUndefined());
  it.each(['61', '-1', '1.5', 61, -1, 1.5, 'ten', '1e1'])('fails %s', (v) => expect(holdPeriod(v)).toBe('holdPeriod'));
  it.each(EMPTY)('skips %s (R171)', (v) => expect(holdPeriod(v)).toBeUndefined());
});
