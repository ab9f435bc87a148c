import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOL, DEFAULT_CURRENCY, testFlagFromBoolean, testFlagToBoolean } from './misc';

describe('misc enums', () => {
  it('R143: test flag True 1, False 0 in selects, a boolean in the API', () => {
    expect(testFlagToBoolean(1)).toBe(true);
    expect(testFlagToBoolean(0)).toBe(false);
    expect(testFlagToBoolean('')).toBeUndefined();
    expect(testFlagToBoolean(null)).toBeUndefined();
    expect(testFlagFromBoolean(true)).toBe(1);
    expect(testFlagFromBoolean(false)).toBe(0);
  });

  it('R102: currency USD ($) or EUR (€), USD by default', () => {
    expect(CURRENCY_SYMBOL).toEqual({ USD: '$', EUR: '€' });
    expect(DEFAULT_CURRENCY).toBe('USD');
  });
});
