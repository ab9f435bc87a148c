import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { currencyRates } from '../../db/schema';
import { orderBy } from '../../http/listQuery';
import { rowsOf } from '../../db/rows';

export interface RateRow {
  id: number;
  currency: string;
  day: string;
  rate: string;
  createdAt: Date;
}

export interface NewRate {
  currency: string;
  day: string;
  rate: string;
}

const sortable = { id: currencyRates.id, currency: currencyRates.currency, day: currencyRates.day, created_at: currencyRates.createdAt };
export const RATE_SORTS = Object.keys(sortable) as [keyof typeof sortable, ...(keyof typeof sortable)[]];

const columns = { id: currencyRates.id, currency: currencyRates.currency, day: currencyRates.day, rate: currencyRates.rate, createdAt: currencyRates.createdAt };

/** The rates, newest day first unless sorted; `currency` filters one currency. */
export async function listRates(db: Db, filter: { currency?: string }, page: { sort?: string; perPage: number; offset: number }): Promise<{ rows: RateRow[]; total: number }> {
  const where: SQL | undefined = filter.currency ? eq(currencyRates.currency, filter.currency) : undefined;
  const order = page.sort ? orderBy(page.sort, sortable, currencyRates.id) : [desc(currencyRates.day), asc(currencyRates.currency), asc(currencyRates.id)];
  const [rows, totals] = await Promise.all([
    db.select(columns).from(currencyRates).where(where).orderBy(...order).limit(page.perPage).offset(page.offset),
    db.select({ n: count() }).from(currencyRates).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findRate(db: Db, id: number): Promise<RateRow | undefined> {
  const [row] = await db.select(columns).from(currencyRates).where(eq(currencyRates.id, id));
  return row;
}

export async function hasRate(db: Db, currency: string, day: string): Promise<boolean> {
  const [row] = await db.select({ id: currencyRates.id }).from(currencyRates).where(sql`${currencyRates.currency} = ${currency} AND ${currencyRates.day} = ${day}`);
  return row !== undefined;
}

export async function insertRate(db: Db, rate: NewRate): Promise<number> {
  const [row] = await db.insert(currencyRates).values(rate).returning({ id: currencyRates.id });
  return row!.id;
}

/** A CSV import, all in one transaction: a day that already has a rate gets the file's (the file is the newer word). */
export async function importRates(db: Db, rates: readonly NewRate[]): Promise<number> {
  if (!rates.length) return 0;
  return db.transaction(async (tx) => {
    await tx
      .insert(currencyRates)
      .values([...rates])
      .onConflictDoUpdate({ target: [currencyRates.currency, currencyRates.day], set: { rate: sql`excluded.rate`, createdAt: sql`now()` } });
    return rates.length;
  });
}

export async function deleteRate(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(currencyRates).where(eq(currencyRates.id, id)).returning({ id: currencyRates.id });
  return gone.length > 0;
}

/** Each currency's latest rate on or before `day` (ISO date); a currency with none is absent. */
export async function ratesOn(tx: Tx, currencies: readonly string[], day: string): Promise<Map<string, string>> {
  if (!currencies.length) return new Map();
  const rows = rowsOf<{ currency: string; rate: string }>(
    await tx.execute(sql`
      SELECT DISTINCT ON (currency) currency, rate::text AS rate FROM currency_rates
      WHERE currency IN (${sql.join(currencies.map((c) => sql`${c}`), sql`, `)}) AND day <= ${day}::date
      ORDER BY currency, day DESC`),
  );
  return new Map(rows.map((r) => [r.currency.trim(), r.rate]));
}
