import type { Identifier, RaRecord } from 'ra-core';
import type { Envelope, HttpClient } from './http/types';

export type ConversionModeration = 'void' | 'unvoid' | 'change-amount';

/** How staff end a conversion's hold. */
export type HoldDecision = 'approve' | 'reject';

export interface TestConversionInput {
  click_id: string;
  action?: string;
  sum?: string;
  order_id?: string;
}

export interface TestConversionResult {
  conversion_id: number;
  payable: boolean;
  reason: string | null;
  duplicate?: boolean;
}

/** The conversion calls that are not CRUD (docs/api.md, Conversions); paths relative to the role prefix. */
export interface ConversionCalls {
  moderateConversion(id: Identifier, action: ConversionModeration, body: { reason: string; amount?: string }): Promise<RaRecord>;
  /** POST /conversions/{id}/approve|reject: ends one conversion's hold, with a reason */
  decideHold(id: Identifier, decision: HoldDecision, reason: string): Promise<RaRecord>;
  /** POST /campaigns/{id}/test-conversion: a conversion of one click, as the advertiser's server would report it */
  testConversion(offerId: Identifier, input: TestConversionInput): Promise<TestConversionResult>;
}

export function createConversionCalls(http: HttpClient): ConversionCalls {
  return {
    moderateConversion: async (id, action, body) =>
      (await http.request<Envelope<RaRecord>>('POST', `/conversions/${encodeURIComponent(String(id))}/${action}`, { body })).json.data,
    decideHold: async (id, decision, reason) =>
      (await http.request<Envelope<RaRecord>>('POST', `/conversions/${encodeURIComponent(String(id))}/${decision}`, { body: { reason } })).json.data,
    testConversion: async (offerId, input) =>
      (await http.request<Envelope<TestConversionResult>>('POST', `/campaigns/${encodeURIComponent(String(offerId))}/test-conversion`, { body: input })).json.data,
  };
}
