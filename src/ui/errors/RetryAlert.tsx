import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { isHttpError } from '../../../providers/http/HttpError';

/**
 * A failed load (a list, a widget, a page): the message and a Retry button that asks again, so a
 * failure never looks like an empty result.
 */
export function RetryAlert({ message, onRetry, severity = 'error' }: { message?: string; onRetry(): unknown; severity?: 'error' | 'warning' }) {
  const translate = useTranslate();
  return (
    <Alert
      severity={severity}
      sx={{ m: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {translate('ui.load.retry')}
        </Button>
      }
    >
      {message ? translate(message, { _: message }) : translate('ui.load.failed')}
    </Alert>
  );
}

/**
 * The text of a load failure: the server's message when no toast has shown it already (the http
 * client's 403/500 toasts), else the generic "Could not load the data."
 */
export function loadFailureText(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message || (isHttpError(error) && error.handled)) return undefined;
  return error.message;
}
