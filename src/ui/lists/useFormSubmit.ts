import { useCallback } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useNotifyUnhandled } from '../useNotifyUnhandled';

/** The field messages of a 422 answer (the http client's error body), if the error is one. */
export function fieldErrors<F extends string = string>(error: unknown): Partial<Record<F, string>> | undefined {
  return (error as { body?: { errors?: Partial<Record<F, string>> } } | null)?.body?.errors;
}

export interface FormSubmitOptions {
  /** message key of the success toast, raised once the call (and what follows it inside) is done */
  success?: string;
  args?: Record<string, unknown>;
  /** refetch react-admin's queries after success, where the form changed what a view shows */
  refresh?: boolean;
}

/**
 * A form's submit over one call, as `useRunAction` is a button's: `submit(() => save(values))`
 * resolves to nothing when the call (and what follows it inside) succeeds, after the success toast
 * and refresh asked for, and to a 422's field messages otherwise, which react-admin's
 * `<Form onSubmit>` puts under the fields; any other refusal goes through the http client's
 * catalogue once.
 */
export function useFormSubmit({ success, args, refresh: refreshAfter = false }: FormSubmitOptions = {}) {
  const onError = useNotifyUnhandled();
  const notify = useNotify();
  const refresh = useRefresh();
  return useCallback(
    async <F extends string = string>(run: () => Promise<unknown>): Promise<Partial<Record<F, string>> | undefined> => {
      try {
        await run();
        if (success) notify(success, { type: 'success', messageArgs: args });
        if (refreshAfter) refresh();
        return undefined;
      } catch (error) {
        const errors = fieldErrors<F>(error);
        if (errors) return errors;
        onError(error);
        return undefined;
      }
    },
    [onError, notify, refresh, success, args, refreshAfter],
  );
}
