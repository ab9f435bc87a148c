import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/**
 * Puts a text on the clipboard with a toast: `${messages}.copied` on success, `${messages}.copy_failed`
 * (select and copy by hand) where the browser refuses, each screen with its own words.
 */
export function useCopyText(messages: string) {
  const notify = useNotify();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        notify(`${messages}.copied`, { type: 'success' });
      } catch {
        notify(`${messages}.copy_failed`, { type: 'warning' });
      }
    },
    [notify, messages],
  );
}
