import { advertiserOffersResource } from '../domain/advertisers/access';
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

/** The advertiser app's calls that are not CRUD (docs/api.md, Advertiser app); paths relative to the role prefix. */
export interface AdvertiserCalls {
  /** POST /portal/offers/{id}/test-conversion: a conversion through the real postback path with their token */
  sendTestConversion(offerId: number, input: TestConversionInput): Promise<TestConversionResult>;
}

export function createAdvertiserCalls(http: HttpClient): AdvertiserCalls {
  return {
    sendTestConversion: async (offerId, input) =>
      (await http.request<Envelope<TestConversionResult>>('POST', `${advertiserOffersResource.api.path}/${offerId}/test-conversion`, { body: input })).json.data,
  };
}
