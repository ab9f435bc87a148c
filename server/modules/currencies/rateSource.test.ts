import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currencyRates } from '../../db/schema';
import { serverAppPerFile } from '../../../test/serverTest';
import { MAX_SOURCE_BYTES, readRateSource } from './rateSource';

// The scheduled rate source (CURRENCY_RATES_URL): a real HTTP server started here answers what each
// test sets; what is stored is read back as the admin's Currency rates list shows it.
const t = serverAppPerFile();
let answer: { status: number; body: string } = { status: 200, body: '' };
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(answer.status, { 'Content-Type': 'text/csv' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates.csv`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  await t.database.db.delete(currencyRates);
});

async function listed(): Promise<{ currency: string; day: string; rate: string }[]> {
  const cookie = await t.cookieFor('admin@example.com');
  const res = await t.call('POST', '/api/admin/currency-rates/list', { cookie, body: { per_page: 50, sort: 'id' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { currency: string; day: string; rate: string }[] }).data.map(({ currency, day, rate }) => ({ currency, day, rate }));
}

const read = () => readRateSource(t.database.db, base, { timeoutMs: 5_000 });

describe('the scheduled rate source', () => {
  it('stores the file’s rates, and reading it again changes nothing; a newer file replaces a day’s rate', async () => {
    answer = { status: 200, body: 'currency,day,rate\nEUR,2026-11-01,1.0842\nJPY,2026-11-01,0.00664\n' };
    expect(await read()).toEqual({ ok: true, rates: 2 });
    expect(await read()).toEqual({ ok: true, rates: 2 });
    expect(await listed()).toEqual([
      { currency: 'EUR', day: '2026-11-01', rate: '1.0842000000' },
      { currency: 'JPY', day: '2026-11-01', rate: '0.0066400000' },
    ]);
    answer = { status: 200, body: 'EUR,2026-11-01,1.0900\n' };
    expect(await read()).toEqual({ ok: true, rates: 1 });
    expect((await listed()).find((r) => r.currency === 'EUR')?.rate).toBe('1.0900000000');
  });

  it('stores nothing from a bad line, an error answer, a file too large or a source that is down, and says why', async () => {
    answer = { status: 200, body: 'EUR,2026-11-01,1.08\nGBP,yesterday,1.27\n' };
    expect(await read()).toEqual({ ok: false, message: expect.stringContaining('Line 2') });
    answer = { status: 503, body: 'busy' };
    expect(await read()).toEqual({ ok: false, message: 'the source answered 503' });
    answer = { status: 200, body: `EUR,2026-11-01,1.08\n${'#'.repeat(MAX_SOURCE_BYTES)}` };
    expect(await read()).toEqual({ ok: false, message: expect.stringContaining('larger than') });
    expect(await readRateSource(t.database.db, 'http://127.0.0.1:1/rates.csv', { timeoutMs: 2_000 })).toEqual({ ok: false, message: expect.stringContaining('could not be read') });
    expect(await listed()).toEqual([]);
  });
});
