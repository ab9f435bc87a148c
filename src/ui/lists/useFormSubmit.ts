import { useCallback } from 'react';
import { useNotifyUnhandled } from '../useNotifyUnhandled';

/** The field messages of a 422 answer (the http client's error body), if the error is one. */
export function fieldErrors<F extends string = string>(error: unknown): Partial<Record<F, string>> | undefined {
  return (error as { body?: { errors?: Partial<Record<F, string>> } } | null)?.body?.errors;
}

/**
 * A form's submit over one call, as `useRunAction` is a button's: `submit(() => save(values))`
 * resolves to nothing when the call (and what follows it inside) succeeds, and to a 422's field
 * messages otherwise, which react-admin's `<Form onSubmit>` puts under the fields; any other
 * refusal goes through the http client's catalogue once.
 */
export function useFormSubmit() {
  const onError = useNotifyUnhandled();
  return useCallback(
    async <F extends string = string>(run: () => Promise<unknown>): Promise<Partial<Record<F, string>> | undefined> => {
      try {
        await run();
        return undefined;
      } catch (error) {
        const errors = fieldErrors<F>(error);
        if (errors) return errors;
        onError(error);
        return undefined;
      }
    },
    [onError],
  );
}
