import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatEpc, formatMoney, formatRate } from './numberFormat';

/** Intl writes narrow/no-break spaces in Russian; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('number formats (en, ru)', () => {
  it('writes money with 2 decimals and the currency', () => {
    expect(formatMoney(1234.5, 'en', 'USD')).toBe('$1,234.50');
    expect(plain(formatMoney(1234.5, 'ru', 'USD'))).toBe('1 234,50 $');
    expect(plain(formatMoney(0.005, 'ru', 'EUR'))).toBe('0,01 €');
  });

  it('writes EPC with 2 decimals, 3 below 0.10', () => {
    expect(formatEpc(2.9226, 'en', 'USD')).toBe('$2.92');
    expect(formatEpc(0.0456, 'en', 'USD')).toBe('$0.046');
    expect(plain(formatEpc(0.0456, 'ru', 'USD'))).toBe('0,046 $');
    expect(formatEpc(0, 'en', 'USD')).toBe('$0.00');
  });

  it('writes rates as % with at most 2 decimals, and — when nothing was there to divide by', () => {
    expect(formatRate(12.3456, 'en')).toBe('12.35%');
    expect(plain(formatRate(12.3456, 'ru'))).toBe('12,35 %');
    expect(formatRate(50, 'en', 10)).toBe('50%');
    expect(formatRate(0, 'en', 0)).toBe('—');
    expect(formatRate(undefined, 'ru')).toBe('—');
  });

  it('writes counts with the language’s grouping', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(plain(formatCount(1234567, 'ru'))).toBe('1 234 567');
    expect(formatCount(Number.NaN, 'en')).toBe('—');
  });

  it('writes file sizes in B, KB, MB with at most one decimal, in the language’s units', () => {
    expect(plain(formatBytes(812, 'en'))).toBe('812 B');
    expect(plain(formatBytes(4300, 'en'))).toBe('4.2 KB');
    expect(plain(formatBytes(1024, 'en'))).toBe('1 KB');
    expect(plain(formatBytes(1.5 * 1024 * 1024, 'en'))).toBe('1.5 MB');
    expect(plain(formatBytes(4300, 'ru'))).toBe('4,2 КБ');
    expect(plain(formatBytes(3 * 1024 ** 3, 'ru'))).toBe('3 ГБ');
    expect(formatBytes(null, 'en')).toBe('—');
  });
});
