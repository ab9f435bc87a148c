import type { Identifier } from 'ra-core';
import { ADVERTISER_BALANCE_PATH, advertiserMyInvoicesResource, advertiserOffersResource } from '../domain/advertisers/access';
import { defaultApiBase } from './http/apiBase';
import type { Envelope, HttpClient } from './http/types';

/** What a test conversion got: the answer our /postback gave, as their server would have read it. */
export interface TestConversionResult {
  http_status: number;
  answer: unknown;
  conversion_id: number | null;
  click_id: string;
}

export interface TestConversionInput {
  click_id?: string;
  action?: string;
  sum?: string;
  order_id?: string;
}

/** Their balance over every invoice (numeric text, exact). */
export interface AdvertiserBalance {
  invoiced: string;
  /** credits (negative) and charges put on the balance outside an invoice */
  adjusted: string;
  paid: string;
  balance: string;
  overdue: string;
  invoices: number;
  overdue_invoices: number;
  currency: string;
}

/** The advertiser app's calls that are not CRUD (docs/api.md, Advertiser app); paths relative to the role prefix. */
export interface AdvertiserCalls {
  /** POST /portal/offers/{id}/test-conversion: a conversion through the real postback path with their token */
  sendTestConversion(offerId: number, input: TestConversionInput): Promise<TestConversionResult>;
  /** GET /portal/balance */
  readMyBalance(): Promise<AdvertiserBalance>;
  /** one of their invoices' PDF, through the http client (its 401/403/500 rules) */
  downloadMyInvoice(id: Identifier): Promise<Blob>;
}

const myInvoiceFile = (id: Identifier) => `${advertiserMyInvoicesResource.api.path}/${encodeURIComponent(String(id))}/file`;

/** The PDF's address, for the link's href (a click downloads it through the http client). */
export const myInvoiceFileUrl = (id: Identifier, apiBase = defaultApiBase()) => `${apiBase.replace(/\/+$/, '')}/advertiser${myInvoiceFile(id)}`;

export function createAdvertiserCalls(http: HttpClient): AdvertiserCalls {
  return {
    sendTestConversion: async (offerId, input) =>
      (await http.request<Envelope<TestConversionResult>>('POST', `${advertiserOffersResource.api.path}/${offerId}/test-conversion`, { body: input })).json.data,
    readMyBalance: async () => (await http.request<Envelope<AdvertiserBalance>>('GET', ADVERTISER_BALANCE_PATH)).json.data,
    downloadMyInvoice: (id) => http.download('GET', myInvoiceFile(id)),
  };
}
