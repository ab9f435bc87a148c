import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { isHttpError } from '../../providers/http/HttpError';

/**
 * An onError for react-admin queries and mutations that stays quiet when the http client has
 * already dealt with the failure (403/500 toast, 401 sign-out, silent time-out), so the user
 * never sees the same message twice. Form validation errors (422) are left to the form.
 */
export function useNotifyUnhandled(): (error: unknown) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (isHttpError(error) && error.handled) return;
      const errors = (error as { body?: { errors?: object } } | null)?.body?.errors;
      if (errors && Object.keys(errors).length > 0) return;
      const message = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
      notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message || undefined } });
    },
    [notify],
  );
}
