import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { toastDuration, type ToastKind } from './durations';
import { toastKindOf } from './kindOf';
import { ToastBody } from './ToastBody';

const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;
/**
 * Below the app bar (56 px on phones, 48 px dense from 600 px; react-admin's AppBar), so a toast
 * never covers the header's language switcher or user menu.
 */
const BELOW_HEADER = { top: { xs: 64, sm: 56 } } as const;

interface Shown {
  content: ReactNode;
  duration: number | null;
  undoable: boolean;
}

/**
 * The toasts of spec 1 §8–§9 on react-admin's notification queue (so `useNotify`, undo and the
 * http client's errors keep working): top right, each with a title and a close button, the
 * duration of its kind unless the caller set one; hovering pauses the timer and leaving restarts
 * it in full. Unlike react-admin's own `<Notification>`, a newer toast replaces the one on
 * screen: with info and error toasts lasting 300 000 ms, a queue would hide every later message
 * behind the first. An undoable toast is never cut short: closing it commits its mutation.
 */
export function AppNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown | undefined>();
  const [open, setOpen] = useState(false);

  const prepare = useCallback(
    (taken: NotificationPayload): Shown => {
      const { toastKind, autoHideDuration, messageArgs, undoable } = (taken.notificationOptions ?? {}) as NonNullable<
        NotificationPayload['notificationOptions']
      > & { toastKind?: ToastKind };
      const kind = toastKindOf(taken.message, taken.type, toastKind);
      const content =
        typeof taken.message === 'string' ? (
          <ToastBody kind={kind} message={translate(taken.message, { _: taken.message, ...messageArgs })} />
        ) : (
          taken.message
        );
      return { content, duration: autoHideDuration === undefined ? toastDuration(kind) : autoHideDuration, undoable: Boolean(undoable) };
    },
    [translate],
  );

  useEffect(() => {
    if (!notifications.length) return;
    if (!shown) {
      const taken = takeNotification();
      if (taken) {
        setShown(prepare(taken));
        setOpen(true);
      }
    } else if (open && !shown.undoable) {
      setOpen(false); // the exit transition ends in onExited, which shows the next one
    }
  }, [notifications, shown, open, takeNotification, prepare]);

  const close = useCallback(() => setOpen(false), []);
  const onClose = useCallback((_: unknown, reason?: SnackbarCloseReason) => {
    // a click elsewhere on the page does not dismiss a message the user may still be reading
    if (reason !== 'clickaway') setOpen(false);
  }, []);
  const onExited = useCallback(() => {
    if (shown?.undoable) takeMutation()?.({ isUndo: false });
    setShown(undefined);
  }, [shown, takeMutation]);
  const undo = useCallback(() => {
    takeMutation()?.({ isUndo: true });
    setOpen(false);
  }, [takeMutation]);

  if (!shown) return null;
  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={TOP_RIGHT}
        sx={BELOW_HEADER}
        autoHideDuration={shown.duration}
        resumeHideDuration={shown.duration ?? undefined}
        disableWindowBlurListener={shown.undoable}
        onClose={onClose}
        slotProps={{ transition: { onExited } }}
      >
        <div>
          {shown.content}
          {shown.undoable && (
            <Button size="small" onClick={undo} sx={{ mt: 0.5 }}>
              {translate('ra.action.undo')}
            </Button>
          )}
        </div>
      </Snackbar>
    </CloseNotificationContext.Provider>
  );
}
