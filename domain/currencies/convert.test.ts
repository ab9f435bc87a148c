import { describe, expect, it } from 'vitest';
import { convertAmount, isRate } from './convert';

describe('convertAmount (docs/decisions/currencies.md)', () => {
  it('multiplies and divides exactly and rounds once to cents, half away from zero', () => {
    expect(convertAmount('15000.00', '0.0062', '0.9')).toBe('103.33'); // 93 / 0.9 = 103.333…
    expect(convertAmount('50', '1', '0.9')).toBe('55.56'); // 55.555…
    expect(convertAmount('10.01', '0.9', '1')).toBe('9.01'); // 9.009
    expect(convertAmount('0.05', '0.5', '1')).toBe('0.03'); // 0.025 → half up
    expect(convertAmount('-0.05', '0.5', '1')).toBe('-0.03');
    expect(convertAmount('0.10', '0.1', '0.3')).toBe('0.03'); // a float would give 0.0333…
  });

  it('takes rates above 0 with at most ten decimals', () => {
    expect(['1', '0.0062', '1234567890.0123456789'].every(isRate)).toBe(true);
    expect(['0', '0.0000000000', '-1', '1e3', '0.00000000001', ''].some(isRate)).toBe(false);
  });
});
