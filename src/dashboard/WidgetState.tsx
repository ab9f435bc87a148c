import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { RetryAlert } from '../ui/errors/RetryAlert';

interface WidgetQuery<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

/** Loading and failure (with Retry) of a widget's call; the content once it has data. */
export function WidgetState<T>({ query, height = 120, children }: { query: WidgetQuery<T>; height?: number; children(data: T): ReactNode }) {
  const translate = useTranslate();
  if (query.isError) return <RetryAlert severity="warning" message="dashboard.failed" onRetry={query.refetch} />;
  if (query.isPending || query.data === undefined) return <Skeleton variant="rectangular" height={height} role="progressbar" aria-label={translate('dashboard.loading')} />;
  return <>{children(query.data)}</>;
}
