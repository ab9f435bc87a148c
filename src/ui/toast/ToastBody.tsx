import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useCloseNotification, useTranslate } from 'react-admin';
import { raTypeOf, type ToastKind } from './durations';

export interface ToastBodyProps {
  kind: ToastKind;
  /** default: the kind's name ('Error', 'Success', …) */
  title?: string;
  /** plain text, shown as is */
  message?: string;
  /** markup from our own code (never from user data): shown formatted */
  html?: string;
}

/** A toast's content (R76): a title, the message (text or HTML) and a close button. */
export function ToastBody({ kind, title, message, html }: ToastBodyProps) {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <Alert
      severity={raTypeOf(kind)}
      variant="filled"
      onClose={close}
      data-toast={kind}
      slotProps={{ closeButton: { title: translate('ra.action.close') } }}
      sx={{ minWidth: 288, maxWidth: 480, ...(kind === 'accent' ? { bgcolor: 'secondary.main', color: 'secondary.contrastText' } : {}) }}
    >
      <AlertTitle>{title ?? translate(`ui.toast.${kind}`)}</AlertTitle>
      {html !== undefined ? <div dangerouslySetInnerHTML={{ __html: html }} /> : message}
    </Alert>
  );
}
