import { describe, expect, it } from 'vitest';
import { combineFormValidators, composeValidators } from './compose';
import { bankInformation, notSame } from './form';
import { holdPeriod, integer } from './numeric';

describe('composeValidators', () => {
  it('returns the first failing key', () => {
    const v = composeValidators<'integer' | 'holdPeriod'>(integer, holdPeriod);
    expect(v('1.5')).toBe('integer');
    expect(v('61')).toBe('holdPeriod');
    expect(v('30')).toBeUndefined();
  });
});

describe('combineFormValidators', () => {
  it('merges errors, earlier rules winning per field', () => {
    const v = combineFormValidators(bankInformation, notSame('a', 'bank_account_number'), notSame('x', 'y'));
    expect(v({ a: 'p', x: '1', y: '2' })).toEqual({
      bank_account_number: 'You must fill at least Account Number or IBAN',
      y: 'notSame',
    });
    expect(v({ a: 'p', bank_account_number: 'q' })).toEqual({ bank_account_number: 'notSame' });
  });
});
