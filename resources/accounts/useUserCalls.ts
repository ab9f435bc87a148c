import { useCallback } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { HttpMethod } from '../../providers/http/types';
import type { UserCalls } from '../../providers/userCalls';
import { useRunAction } from '../shared/useRunAction';

/** The user-management calls of the role app's dataProvider (src/apps/roleServices.ts). */
export const useUserCalls = () => useDataProvider<DataProvider & UserCalls>();

export { validationText } from '../shared/useRunAction';

/** Runs one user-management call, then refreshes the view and reports success or the server's refusal. */
export function useUserAction() {
  const calls = useUserCalls();
  const runAction = useRunAction();
  return useCallback(
    <T,>(method: HttpMethod, path: string, body: unknown, successMessage: string) =>
      runAction(() => calls.userAction<T>(method, path, body), successMessage),
    [calls, runAction],
  );
}
