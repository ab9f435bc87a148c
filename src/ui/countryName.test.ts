import { describe, expect, it } from 'vitest';
import { countryNamer } from './countryName';

describe('countryNamer', () => {
  it('names ISO codes in the locale and never throws on the tracker’s unknown country', () => {
    const en = countryNamer('en', 'Unknown');
    expect(en('DE')).toBe('Germany');
    expect(en('--')).toBe('Unknown');
    expect(en('')).toBe('Unknown');
    expect(countryNamer('ru', 'Неизвестно')('DE')).toBe('Германия');
  });
});
