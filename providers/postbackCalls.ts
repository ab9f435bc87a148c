import type { Identifier } from 'ra-core';
import type { Envelope, HttpClient } from './http/types';

export interface PostbackTestResult {
  ok: boolean;
  http_status: number | null;
  error: string;
  url: string;
}

export interface IntegrationStatus {
  affiliate_id: number;
  /** Postback integration status: NoPostback 0, ActivePostback 1 (domain/enums/user) */
  integration_status: number;
  integration_status_label: string;
}

/** The postback calls that are not CRUD (docs/api.md, Affiliate postbacks). */
export interface PostbackCalls {
  testPostback(id: Identifier): Promise<PostbackTestResult>;
  /** the affiliate's integration status: staff name the affiliate, an affiliate reads their own */
  integrationStatus(affiliateId?: Identifier): Promise<IntegrationStatus>;
}

export function createPostbackCalls(http: HttpClient): PostbackCalls {
  return {
    testPostback: async (id) => (await http.request<Envelope<PostbackTestResult>>('POST', `/postbacks/${encodeURIComponent(String(id))}/test`, { body: {} })).json.data,
    integrationStatus: async (affiliateId) =>
      (await http.request<Envelope<IntegrationStatus>>('GET', affiliateId === undefined ? '/postbacks/integration-status' : `/postbacks/integration-status?affiliate_id=${encodeURIComponent(String(affiliateId))}`)).json.data,
  };
}
