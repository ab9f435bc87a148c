import { brand, type Currency } from '../brand';

/**
 * Figures as people read them, in the interface language's marks (en 1,234.56 · ru 1 234,56):
 * money with 2 decimals and the brand's currency, EPC with 2 (3 below 0.10, where cents hide the
 * difference), rates as % with at most 2 decimals and "—" when nothing was there to divide by.
 * Only for display: exports keep the raw numbers.
 */
export const NO_VALUE = '—';

const usable = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export function formatMoney(value: number | null | undefined, locale: string, currency: Currency = brand.currency): string {
  if (!usable(value)) return NO_VALUE;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/**
 * An amount in the currency a record names (a sale's own currency): 2 decimals and the code's
 * symbol when Intl knows the code, else the figure followed by whatever code was sent.
 */
export function formatAmountIn(value: number | null | undefined, locale: string, code: unknown): string {
  if (!usable(value)) return NO_VALUE;
  const currency = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
    } catch {
      // an unknown code: written after the figure below
    }
  }
  const figure = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return currency ? `${figure} ${currency}` : figure;
}

export function formatEpc(value: number | null | undefined, locale: string, currency: Currency = brand.currency): string {
  if (!usable(value)) return NO_VALUE;
  const digits = value !== 0 && Math.abs(value) < 0.1 ? 3 : 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** A percentage already scaled to 0–100; `denominator` 0 (nothing to divide by) shows "—", not 0 %. */
export function formatRate(value: number | null | undefined, locale: string, denominator?: number): string {
  if (!usable(value) || denominator === 0) return NO_VALUE;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** A signed change in percent ("+12.5%", "−3%"), at most 2 decimals; "—" when there was nothing to compare with. */
export function formatDelta(value: number | null | undefined, locale: string): string {
  if (!usable(value)) return NO_VALUE;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value / 100);
}

/** A count or any other plain figure: at most 2 decimals. */
export function formatCount(value: number | null | undefined, locale: string): string {
  if (!usable(value)) return NO_VALUE;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** The units of a file size, as each interface language abbreviates them (1 KB = 1024 bytes). */
const BYTE_UNITS: Readonly<Record<'en' | 'ru', readonly string[]>> = { en: ['B', 'KB', 'MB', 'GB', 'TB'], ru: ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'] };

/** A file's size for people: "812 B", "4.2 KB", "1.5 MB" (ru "4,2 КБ"), at most one decimal; "—" when there is none. */
export function formatBytes(value: number | null | undefined, locale: string): string {
  if (!usable(value) || value < 0) return NO_VALUE;
  const units = BYTE_UNITS[locale.toLowerCase().startsWith('ru') ? 'ru' : 'en'];
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(size);
  return `${figure}\u00a0${units[unit]!}`;
}
