import { useCallback } from 'react';
import { useDataProvider, useNotify, useRefresh, type DataProvider } from 'react-admin';
import type { HttpMethod } from '../../providers/http/types';
import type { UserCalls } from '../../providers/userCalls';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';

/** The user-management calls of the role app's dataProvider (src/apps/roleServices.ts). */
export const useUserCalls = () => useDataProvider<DataProvider & UserCalls>();

/** The field messages of a 422, joined for a toast (batches have no form to carry them). */
export function validationText(error: unknown): string | undefined {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  return errors && Object.keys(errors).length ? Object.values(errors).map(String).join('\n') : undefined;
}

/** Runs one user-management call, then refreshes the view and reports success or the server's refusal. */
export function useUserAction() {
  const calls = useUserCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useNotifyUnhandled();
  return useCallback(
    async <T,>(method: HttpMethod, path: string, body: unknown, successMessage: string): Promise<T | undefined> => {
      try {
        const data = await calls.userAction<T>(method, path, body);
        notify(successMessage, { type: 'success' });
        refresh();
        return data;
      } catch (error) {
        const text = validationText(error);
        if (text) notify(text, { type: 'error' });
        else onError(error);
        return undefined;
      }
    },
    [calls, notify, refresh, onError],
  );
}
