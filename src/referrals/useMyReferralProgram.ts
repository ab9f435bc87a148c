import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { MyReferralProgram, ReferralCalls } from '../../providers/referralCalls';

/** The signed-in affiliate's referral program (GET /referrals/me), one query for every screen that shows it; undefined while it loads, or when `enabled` is false. */
export function useMyReferralProgram(enabled = true): MyReferralProgram | undefined {
  const calls = useDataProvider<DataProvider & ReferralCalls>();
  return useQuery({ queryKey: ['my-referral-program'], queryFn: () => calls.myReferralProgram(), enabled }).data;
}
