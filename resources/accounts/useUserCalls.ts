import { useCallback } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { UserCalls } from '../../providers/userCalls';
import { useRunAction } from '../../src/ui/lists/useRunAction';

/** The user-management calls of the role app's dataProvider (src/apps/roleServices.ts). */
export const useUserCalls = () => useDataProvider<DataProvider & UserCalls>();

/** Runs one named user-management call, then refreshes the view and reports success or the server's refusal. */
export function useUserAction() {
  const calls = useUserCalls();
  const runAction = useRunAction();
  return useCallback(<T,>(run: (calls: UserCalls) => Promise<T>, successMessage: string) => runAction(() => run(calls), successMessage), [calls, runAction]);
}
