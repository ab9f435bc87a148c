import { isToastKind, type ToastKind } from './durations';

/**
 * The completion notices react-admin raises itself after a create, save or delete, as `info`:
 * `ra.notification.created|updated|deleted` or the resource's own
 * `resources.<name>.notifications.created|updated|deleted`.
 */
const COMPLETION = /^(ra\.notification|resources\.[^.]+\.notifications)\.(created|updated|deleted)$/;

/**
 * The toast kind of a queued notification: the kind our own `useToast` set, else the react-admin
 * type. A completed action is a success (5 s, spec 1 §9), even where react-admin says `info`
 * (which would stay 300 s on screen).
 */
export function toastKindOf(message: unknown, type: unknown, toastKind?: unknown): ToastKind {
  if (isToastKind(toastKind)) return toastKind;
  if (typeof message === 'string' && COMPLETION.test(message) && (type === undefined || type === 'info')) return 'success';
  return isToastKind(type) ? type : 'info';
}
