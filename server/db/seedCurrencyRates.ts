import { workspaceCurrency } from '../modules/currencies/workspaceCurrency';
import type { Db } from './client';
import { currencyRates } from './schema';

/**
 * Units of the workspace currency per unit of each currency, on the first day of each of the three
 * months before this one (oldest first; never today, where an admin may add the day's own rate):
 * the demo's rates, so a postback in EUR, GBP, JPY or RUB converts from the start and the Currency
 * rates screen shows a history. Written as decimal strings, never floats.
 */
const RATES: Record<'USD' | 'EUR', Record<string, readonly [string, string, string]>> = {
  USD: { EUR: ['1.0810', '1.0865', '1.0842'], GBP: ['1.2655', '1.2710', '1.2688'], JPY: ['0.006620', '0.006580', '0.006645'], RUB: ['0.01085', '0.01102', '0.01097'] },
  EUR: { USD: ['0.9251', '0.9204', '0.9223'], GBP: ['1.1707', '1.1698', '1.1703'], JPY: ['0.006124', '0.006056', '0.006129'], RUB: ['0.01004', '0.01014', '0.01012'] },
};

/** The first of the month `back` months before `now`'s month, as an ISO day (UTC). */
const monthStart = (now: Date, back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);

export async function seedCurrencyRates(tx: Db, now = new Date()): Promise<void> {
  const table = RATES[workspaceCurrency() === 'EUR' ? 'EUR' : 'USD'];
  const rows = Object.entries(table).flatMap(([currency, rates]) => rates.map((rate, i) => ({ currency, day: monthStart(now, 3 - i), rate })));
  await tx.insert(currencyRates).values(rows);
}
