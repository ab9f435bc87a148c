import type { Identifier, RaRecord } from 'ra-core';
import { advertiserInvoicesResource } from '../domain/advertiserBilling/access';
import { defaultApiBase } from './http/apiBase';
import type { Envelope, HttpClient, Role } from './http/types';

/** Advertiser billing's calls that are not CRUD (docs/api.md, Advertiser billing); paths relative to the role prefix. */
export interface AdvertiserBillingCalls {
  /** queues the invoice's letter to the advertiser in the mail outbox */
  sendAdvertiserInvoice(id: Identifier): Promise<RaRecord>;
  /** the invoice's PDF, through the http client (its 401/403/500 rules) */
  downloadAdvertiserInvoice(id: Identifier): Promise<Blob>;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));
const filePath = (id: Identifier) => `${advertiserInvoicesResource.api.path}/${seg(id)}/file`;

export function createAdvertiserBillingCalls(http: HttpClient): AdvertiserBillingCalls {
  return {
    sendAdvertiserInvoice: async (id) => (await http.request<Envelope<RaRecord>>('POST', `${advertiserInvoicesResource.api.path}/${seg(id)}/send`, { body: {} })).json.data,
    downloadAdvertiserInvoice: (id) => http.download('GET', filePath(id)),
  };
}

/** The invoice PDF's address, for the link's href (a click downloads it through the http client). */
export const advertiserInvoiceFileUrl = (role: Role, id: Identifier, apiBase = defaultApiBase()) => `${apiBase.replace(/\/+$/, '')}/${role}${filePath(id)}`;
