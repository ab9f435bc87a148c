import type { Db } from '../../db/client';
import { startPeriodicJob } from '../../periodicJob';
import { importRates } from './rateRepository';
import { parseRatesCsv } from './ratesCsv';
import { workspaceCurrency } from './workspaceCurrency';

/** A rates file larger than this is refused unread: the CSV import's 10 000 lines fit well within it. */
export const MAX_SOURCE_BYTES = 1_000_000;

export type SourceReading = { ok: true; rates: number } | { ok: false; message: string };

/** The body as text, or null (the rest unread) once it passes `limit` bytes. */
async function boundedText(res: Response, limit: number): Promise<string | null> {
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads the rates file at `url` (the operator's CURRENCY_RATES_URL: lines `currency,day,rate`, the
 * format of the screen's CSV import) and stores it as the import does: all or nothing, a day that
 * has a rate taking the file's. A failed read, an answer other than 200, a file too large or a bad
 * line stores nothing and says why. Reading the same file again changes nothing, so a run cut short
 * is simply run again.
 */
export async function readRateSource(db: Db, url: string, options: { timeoutMs: number }): Promise<SourceReading> {
  let text: string;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), redirect: 'error', headers: { Accept: 'text/csv, text/plain' } });
    if (res.status !== 200) {
      await res.body?.cancel();
      return { ok: false, message: `the source answered ${res.status}` };
    }
    const read = await boundedText(res, MAX_SOURCE_BYTES);
    if (read === null) return { ok: false, message: `the file is larger than ${MAX_SOURCE_BYTES} bytes` };
    text = read;
  } catch (error) {
    return { ok: false, message: `the source could not be read (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = parseRatesCsv(text, workspaceCurrency());
  if (!parsed.ok) return { ok: false, message: parsed.message };
  return { ok: true, rates: await importRates(db, parsed.rates) };
}

/**
 * Reads CURRENCY_RATES_URL at start and then every CURRENCY_RATES_EVERY_HOURS; without the setting
 * nothing runs (rates are then kept on the screen alone). Each reading is logged with its outcome.
 */
export function startRateSourceJob(db: Db, config: { currencyRatesUrl: string | undefined; currencyRatesEveryMs: number; outgoingTimeoutMs: number }) {
  const url = config.currencyRatesUrl;
  if (!url) return { ready: Promise.resolve(), stop: async () => {} };
  return startPeriodicJob('currency rates source', config.currencyRatesEveryMs, async () => {
    const reading = await readRateSource(db, url, { timeoutMs: config.outgoingTimeoutMs });
    if (reading.ok) console.log(`Currency rates: ${reading.rates} read from the source.`);
    else console.error(`Currency rates source not read: ${reading.message}; nothing stored.`);
  });
}
