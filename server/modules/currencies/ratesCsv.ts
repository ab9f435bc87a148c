import { CURRENCY_CODE, isCalendarDay as isDay } from '../../../domain/currencies/currencies';
import { isRate } from '../../../domain/currencies/convert';
import type { NewRate } from './rateRepository';

export const MAX_RATE_LINES = 10_000;

/**
 * A rates file (docs/api.md, Currency rates): lines `currency,day,rate` (an optional first line
 * naming those columns, blank lines skipped, `;` taken for `,`). The first bad line refuses the
 * whole file, named by its line number, so nothing of a half-read file is stored.
 */
export function parseRatesCsv(text: string, workspaceCurrency: string): { ok: true; rates: NewRate[] } | { ok: false; message: string } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rates: NewRate[] = [];
  const seen = new Map<string, number>();
  for (const [index, raw] of lines.entries()) {
    const number = index + 1;
    const line = raw.trim();
    if (!line) continue;
    const cells = line.split(/[,;]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim());
    if (index === 0 && cells[0]?.toLowerCase() === 'currency') continue;
    const bad = (why: string) => ({ ok: false as const, message: `Line ${number}: ${why}` });
    if (cells.length !== 3) return bad('expected three values: currency,day,rate.');
    const [currency, day, rate] = [cells[0]!.toUpperCase(), cells[1]!, cells[2]!];
    if (!CURRENCY_CODE.test(currency)) return bad(`“${cells[0]}” is not a three-letter ISO 4217 code.`);
    if (currency === workspaceCurrency) return bad(`${currency} is the workspace currency: its rate is always 1.`);
    if (!isDay(day)) return bad(`“${day}” is not a date (YYYY-MM-DD).`);
    if (!isRate(rate)) return bad(`“${rate}” is not a rate above 0 with at most ten decimals.`);
    const key = `${currency} ${day}`;
    if (seen.has(key)) return bad(`${currency} on ${day} is already on line ${seen.get(key)}.`);
    seen.set(key, number);
    rates.push({ currency, day, rate });
    if (rates.length > MAX_RATE_LINES) return bad(`a file holds at most ${MAX_RATE_LINES} rates.`);
  }
  if (!rates.length) return { ok: false, message: 'The file holds no rates: lines of currency,day,rate.' };
  return { ok: true, rates };
}
