import { useCallback } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useAskYes } from '../confirm';
import { useNotifyUnhandled } from '../useNotifyUnhandled';
import { fieldErrors } from './useFormSubmit';

/** The field messages of a 422, joined for a toast (batches and buttons have no form to carry them). */
export function validationText(error: unknown): string | undefined {
  const errors = fieldErrors(error);
  return errors && Object.keys(errors).length ? Object.values(errors).map(String).join('\n') : undefined;
}

export interface RunActionOptions<T> {
  /** the success toast's arguments, or what makes them from the answer */
  args?: Record<string, unknown> | ((data: T) => Record<string, unknown>);
  /** ask Yes/No first (message keys); a No runs nothing and resolves to undefined */
  ask?: { title: string; message: string };
  /** false where the screen keeps the answer itself, so react-admin's queries need no refetch */
  refresh?: boolean;
}

/**
 * Runs one call, then refreshes the view and reports success (a null message: no toast), or the
 * server's refusal: a 422's field messages as a toast, anything else through the http client's
 * catalogue once. Resolves to the answer, or undefined when the call failed.
 */
export function useRunAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = useNotifyUnhandled();
  return useCallback(
    async <T,>(run: () => Promise<T>, success: string | null, options: Omit<RunActionOptions<T>, 'ask'> = {}): Promise<T | undefined> => {
      const { args, refresh: refreshAfter = true } = options;
      try {
        const data = await run();
        if (success) notify(success, { type: 'success', messageArgs: typeof args === 'function' ? args(data) : args });
        if (refreshAfter) refresh();
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

/** `useRunAction` that may ask Yes/No first (`options.ask`); a No runs nothing and resolves to undefined. */
export function useAskingAction() {
  const runAction = useRunAction();
  const askYes = useAskYes();
  const translate = useTranslate();
  return useCallback(
    async <T,>(run: () => Promise<T>, success: string | null, options: RunActionOptions<T> = {}): Promise<T | undefined> => {
      const { ask, ...rest } = options;
      if (ask && !(await askYes({ title: translate(ask.title), message: translate(ask.message) }))) return undefined;
      return runAction(run, success, rest);
    },
    [runAction, askYes, translate],
  );
}

/**
 * `useRunAction` over one set of named calls (a dataProvider's user, offer or billing calls):
 * `act((calls) => calls.banUser(id), success, options)`.
 */
export function useCallsAction<C>(calls: C) {
  const runAction = useAskingAction();
  return useCallback(
    <T,>(run: (calls: C) => Promise<T>, success: string | null, options?: RunActionOptions<T>) => runAction(() => run(calls), success, options),
    [calls, runAction],
  );
}
