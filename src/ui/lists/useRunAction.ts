import { useCallback } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useNotifyUnhandled } from '../useNotifyUnhandled';
import { fieldErrors } from './useFormSubmit';

/** The field messages of a 422, joined for a toast (batches and buttons have no form to carry them). */
export function validationText(error: unknown): string | undefined {
  const errors = fieldErrors(error);
  return errors && Object.keys(errors).length ? Object.values(errors).map(String).join('\n') : undefined;
}

/**
 * Runs one call, then refreshes the view and reports success, or the server's refusal: a 422's
 * field messages as a toast, anything else through the http client's catalogue once.
 */
export function useRunAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useNotifyUnhandled();
  return useCallback(
    async <T,>(run: () => Promise<T>, success: string, args?: Record<string, unknown>): Promise<T | undefined> => {
      try {
        const data = await run();
        notify(success, { type: 'success', messageArgs: args });
        refresh();
        return data;
      } catch (error) {
        const text = validationText(error);
        if (text) notify(text, { type: 'error' });
        else onError(error);
        return undefined;
      }
    },
    [notify, refresh, onError],
  );
}
