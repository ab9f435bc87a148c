import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { raTypeOf, toastDuration, type ToastKind } from './durations';
import { ToastBody } from './ToastBody';

export interface ToastOptions {
  title?: string;
  /** the message as markup from our own code */
  html?: string;
  /** accent only: the configured duration, capped at 300 000 ms */
  duration?: number;
}

/** Raises a toast of one of the six kinds of spec 1 §8 (R75). */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (kind: ToastKind, message: string, options: ToastOptions = {}) =>
      notify(<ToastBody kind={kind} title={options.title} message={message} html={options.html} />, {
        type: raTypeOf(kind),
        autoHideDuration: toastDuration(kind, options.duration),
        toastKind: kind,
      }),
    [notify],
  );
}
