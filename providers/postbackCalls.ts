import type { Identifier } from 'ra-core';
import type { Envelope, HttpClient } from './http/types';

export interface PostbackTestResult {
  ok: boolean;
  http_status: number | null;
  error: string;
  url: string;
}

/** The postback calls that are not CRUD (docs/api.md, Affiliate postbacks). */
export interface PostbackCalls {
  testPostback(id: Identifier): Promise<PostbackTestResult>;
}

export function createPostbackCalls(http: HttpClient): PostbackCalls {
  return {
    testPostback: async (id) => (await http.request<Envelope<PostbackTestResult>>('POST', `/postbacks/${encodeURIComponent(String(id))}/test`, { body: {} })).json.data,
  };
}
