import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverAppPerFile } from '../../test/serverTest';
import { currencyRates } from './schema';
import { seedCurrencyRates } from './seedCurrencyRates';

// The demo's currency rates (the test databases are seeded without them): three months of EUR,
// GBP, JPY and RUB against the workspace currency, as the admin's Currency rates screen lists them.
const t = serverAppPerFile();
const NOW = new Date('2026-11-29T10:00:00Z');

interface Listed {
  data: { currency: string; day: string; rate: string }[];
}
async function listed(currency?: string): Promise<Listed> {
  const cookie = await t.cookieFor('admin@example.com');
  const res = await t.call('POST', '/api/admin/currency-rates/list', { cookie, body: { per_page: 50, ...(currency ? { currency } : {}) } });
  expect(res.status).toBe(200);
  return (await res.json()) as Listed;
}

afterEach(() => vi.unstubAllEnvs());

describe('the demo’s currency rates', () => {
  it('give four currencies a rate on the first of each of the three months before this one, never the workspace currency', async () => {
    await seedCurrencyRates(t.database.db, NOW);
    const all = await listed();
    expect(all.data).toHaveLength(12);
    expect([...new Set(all.data.map((r) => r.currency))].sort()).toEqual(['EUR', 'GBP', 'JPY', 'RUB']);
    expect([...new Set(all.data.map((r) => r.day))].sort()).toEqual(['2026-08-01', '2026-09-01', '2026-10-01']);
    const eur = await listed('EUR');
    expect(eur.data.find((r) => r.day === '2026-10-01')?.rate).toMatch(/^1\.0842/);
  });

  it('are against the euro in a EUR workspace, with the dollar among them', async () => {
    vi.stubEnv('VITE_CURRENCY', 'EUR');
    await t.database.db.delete(currencyRates);
    await seedCurrencyRates(t.database.db, NOW);
    const all = await listed();
    expect([...new Set(all.data.map((r) => r.currency))].sort()).toEqual(['GBP', 'JPY', 'RUB', 'USD']);
  });
});
