import type { Db } from '../../db/client';
import { sendOutgoing } from '../../net/outgoingRequest';
import { startPeriodicJob } from '../../periodicJob';
import { importRates } from './rateRepository';
import { parseRatesCsv } from './ratesCsv';
import { workspaceCurrency } from './workspaceCurrency';

/** A rates file larger than this is refused (the rest is not read): the CSV import's 10 000 lines fit well within it. */
export const MAX_SOURCE_BYTES = 1_000_000;

export type SourceReading = { ok: true; rates: number } | { ok: false; message: string };

/**
 * Reads the rates file at `url` (the operator's CURRENCY_RATES_URL: lines `currency,day,rate`, the
 * format of the screen's CSV import) through the server's one outgoing call (server/net: one
 * deadline, no redirects, the answer read up to a bound), and stores it as the import does: all or
 * nothing, a day that has a rate taking the file's. The address is the operator's own setting, so
 * the private-network rule is lifted for it. A failed read, an answer other than 200, a file too
 * large or a bad line stores nothing and says why. Reading the same file again changes nothing, so
 * a run cut short is simply run again.
 */
export async function readRateSource(db: Db, url: string, options: { timeoutMs: number }): Promise<SourceReading> {
  const answer = await sendOutgoing(
    { url, method: 'GET', headers: { Accept: 'text/csv, text/plain' } },
    { allowPrivate: true, timeoutMs: options.timeoutMs, maxAnswerBytes: MAX_SOURCE_BYTES + 1 },
  );
  if (!answer.answered) return { ok: false, message: `the source could not be read (${answer.detail})` };
  if (answer.status !== 200) return { ok: false, message: `the source answered ${answer.status}` };
  if (Buffer.byteLength(answer.body) > MAX_SOURCE_BYTES) return { ok: false, message: `the file is larger than ${MAX_SOURCE_BYTES} bytes` };
  const parsed = parseRatesCsv(answer.body, workspaceCurrency());
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
