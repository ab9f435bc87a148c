import { useNotify, useRedirect, useResourceContext, useShowContext } from 'react-admin';
import { isHttpError } from '../../../providers/http/HttpError';
import { RetryAlert, loadFailureText } from './RetryAlert';

/** What a record page shows when its record could not be loaded: the error with Retry. */
export function ShowError() {
  const { error, refetch } = useShowContext();
  return <RetryAlert message={loadFailureText(error)} onRetry={refetch} />;
}

/**
 * Props for react-admin's `<Show>`: a record that does not exist (404) still goes back to the
 * list, as react-admin does; any other failure stays on the page with Retry (ShowError).
 */
export function useShowFailure() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    error: <ShowError />,
    queryOptions: {
      onError: (error: unknown) => {
        if (!isHttpError(error) || error.status !== 404) return;
        notify('ra.notification.item_doesnt_exist', { type: 'error' });
        redirect('list', resource);
      },
    },
  };
}
