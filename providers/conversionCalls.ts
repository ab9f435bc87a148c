import type { Identifier, RaRecord } from 'ra-core';
import type { Envelope, HttpClient } from './http/types';

export type ConversionModeration = 'void' | 'unvoid' | 'change-amount';

/** The conversion calls that are not CRUD (docs/api.md, Conversions); paths relative to the role prefix. */
export interface ConversionCalls {
  moderateConversion(id: Identifier, action: ConversionModeration, body: { reason: string; amount?: string }): Promise<RaRecord>;
}

export function createConversionCalls(http: HttpClient): ConversionCalls {
  return {
    moderateConversion: async (id, action, body) =>
      (await http.request<Envelope<RaRecord>>('POST', `/conversions/${encodeURIComponent(String(id))}/${action}`, { body })).json.data,
  };
}
