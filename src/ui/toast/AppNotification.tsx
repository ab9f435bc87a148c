import { useMemo } from 'react';
import { Notification, NotificationContext, useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { isToastKind, toastDuration, type ToastKind } from './durations';
import { ToastBody } from './ToastBody';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/**
 * react-admin's notification (so undo and the notify API keep working) with the toasts of spec 1
 * §8–§9: top right, each with a title and a close button, and the duration of its kind unless the
 * caller set one; hovering pauses the timer and leaving restarts it in full. A toast raised with a plain string (the http client's errors) gets the same body.
 */
export function AppNotification() {
  const context = useNotificationContext();
  const translate = useTranslate();
  const value = useMemo(
    () => ({
      ...context,
      takeNotification: (): NotificationPayload | void => {
        const taken = context.takeNotification();
        if (!taken) return taken;
        const { toastKind, ...options } = (taken.notificationOptions ?? {}) as NonNullable<NotificationPayload['notificationOptions']> & { toastKind?: ToastKind };
        const kind: ToastKind = isToastKind(toastKind) ? toastKind : isToastKind(taken.type) ? taken.type : 'info';
        const autoHideDuration = options.autoHideDuration === undefined ? toastDuration(kind) : options.autoHideDuration;
        const message =
          typeof taken.message === 'string' && !options.undoable
            ? <ToastBody kind={kind} message={translate(taken.message, { _: taken.message, ...options.messageArgs })} />
            : taken.message;
        return { ...taken, message, notificationOptions: { ...options, autoHideDuration, resumeHideDuration: autoHideDuration ?? undefined } };
      },
    }),
    [context, translate],
  );
  return (
    <NotificationContext.Provider value={value}>
      <Notification anchorOrigin={TOP_RIGHT} autoHideDuration={5000} />
    </NotificationContext.Provider>
  );
}
