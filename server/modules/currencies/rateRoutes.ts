import { z } from 'zod';
import { CURRENCY_CODE, currencyRatesResource, isCalendarDay } from '../../../domain/currencies/currencies';
import { isRate } from '../../../domain/currencies/convert';
import { isUniqueViolation } from '../../db/errors';
import { NotFound, ValidationError, fieldError } from '../../errors';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import * as repo from './rateRepository';
import { parseRatesCsv } from './ratesCsv';
import { workspaceCurrency } from './workspaceCurrency';

const MESSAGES = {
  currency: 'currency must be a three-letter ISO 4217 code (e.g. EUR).',
  day: 'day must be a date (YYYY-MM-DD).',
  rate: 'rate must be a number above 0 with at most ten decimals.',
};

const currency = z.string({ message: MESSAGES.currency }).trim().transform((v) => v.toUpperCase()).refine((v) => CURRENCY_CODE.test(v), MESSAGES.currency);
const day = z.string({ message: MESSAGES.day }).trim().refine(isCalendarDay, MESSAGES.day);
// a number is read as its text, so 0.0065 and "0.0065" are the same rate
const rate = z.union([z.string(), z.number()], { message: MESSAGES.rate }).transform((v) => String(v).trim()).refine(isRate, MESSAGES.rate);

const createBody = z.object({ currency, day, rate });
const importBody = z.object({ csv: z.string({ message: 'csv must be the text of a CSV file.' }).max(1_000_000, 'The file is too large: at most 1 MB.') });
const listBody = listSchema(repo.RATE_SORTS, { currency: z.string().trim().toUpperCase().max(3).optional() });

export const toRate = (row: repo.RateRow) => ({ id: row.id, currency: row.currency.trim(), day: row.day, rate: row.rate, created_at: row.createdAt.toISOString() });

/** The workspace currency is 1 by definition: it has no rate to keep. */
function refuseWorkspaceCurrency(code: string, field = 'currency') {
  if (code === workspaceCurrency()) throw fieldError(field, `${code} is the workspace currency: its rate is always 1.`);
}

async function listRates(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await repo.listRates(c.var.deps.db, { currency: body.currency || undefined }, { sort: body.sort, perPage: page.perPage, offset: page.offset });
  return list(c, rows.map(toRate), total, page);
}

async function createRate(c: Ctx) {
  const body = await parseBody(c, createBody);
  refuseWorkspaceCurrency(body.currency);
  const { db } = c.var.deps;
  const taken = () => fieldError('day', `${body.currency} already has a rate on ${body.day}: delete it first, or import a file to replace it.`);
  if (await repo.hasRate(db, body.currency, body.day)) throw taken();
  try {
    const id = await repo.insertRate(db, body);
    return ok(c, toRate((await repo.findRate(db, id))!), 201);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

async function importRates(c: Ctx) {
  const body = await parseBody(c, importBody);
  const parsed = parseRatesCsv(body.csv, workspaceCurrency());
  if (!parsed.ok) throw new ValidationError([{ field: 'csv', message: parsed.message }]);
  const imported = await repo.importRates(c.var.deps.db, parsed.rates);
  return ok(c, { imported });
}

async function deleteRate(c: Ctx) {
  const row = await repo.findRate(c.var.deps.db, idParam(c));
  if (!row || !(await repo.deleteRate(c.var.deps.db, row.id))) throw new NotFound('Currency rate not found.');
  return ok(c, toRate(row));
}

const { path } = currencyRatesResource.api;
const { access } = currencyRatesResource;

export const currencyRateEndpoints: Endpoint[] = [
  { method: 'POST', path: `${path}/list`, reads: true, access: { kind: 'roles', ...access.list }, handler: listRates },
  { method: 'POST', path: `${path}/import`, access: { kind: 'roles', ...access.create }, handler: importRates },
  { method: 'POST', path, access: { kind: 'roles', ...access.create }, handler: createRate },
  { method: 'DELETE', path: `${path}/:id`, access: { kind: 'roles', ...access.delete }, handler: deleteRate },
];
