import type { Envelope, HttpClient } from './http/types';

/** The currency-rate calls that are not CRUD (docs/api.md, Currency rates); paths relative to the role prefix. */
export interface CurrencyCalls {
  /** POST /currency-rates/import: a CSV file's text (currency,day,rate); all of it or none */
  importCurrencyRates(csv: string): Promise<{ imported: number }>;
}

export function createCurrencyCalls(http: HttpClient): CurrencyCalls {
  return {
    importCurrencyRates: async (csv) => (await http.request<Envelope<{ imported: number }>>('POST', '/currency-rates/import', { body: { csv } })).json.data,
  };
}
