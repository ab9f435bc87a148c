import type { ReferralProgram } from '../domain/referrals/rewards';
import type { Envelope, HttpClient } from './http/types';

/** An affiliate's own referral program (GET /referrals/me). */
export interface MyReferralProgram {
  referral_code: string;
  referral_link: string;
  program: ReferralProgram & { source: 'default' | 'override' };
  referred: number;
  earned: number;
  pending: number;
  currency: string;
}

/** The referral calls that are not CRUD (docs/api.md, Referral program); paths relative to the role prefix. */
export interface ReferralCalls {
  myReferralProgram(): Promise<MyReferralProgram>;
}

export function createReferralCalls(http: HttpClient): ReferralCalls {
  return {
    myReferralProgram: async () => (await http.request<Envelope<MyReferralProgram>>('GET', '/referrals/me')).json.data,
  };
}
