import { describe, expect, it } from 'vitest';
import { isIban } from './iban';

describe('isIban', () => {
  it('takes valid IBANs as people type them and refuses a wrong check digit, length or country', () => {
    expect(isIban('DE89370400440532013000')).toBe(true);
    expect(isIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isIban('DE88370400440532013000')).toBe(false);
    expect(isIban('DE8937040044053201300')).toBe(false);
    expect(isIban('XX89370400440532013000')).toBe(false);
    expect(isIban('not an iban')).toBe(false);
  });
});
