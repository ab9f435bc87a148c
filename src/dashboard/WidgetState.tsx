import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Loading and failure of a widget's call; the content once it has data. */
export function WidgetState<T>({ query, height = 120, children }: { query: { data?: T; isPending: boolean; isError: boolean }; height?: number; children(data: T): ReactNode }) {
  const translate = useTranslate();
  if (query.isError) return <Alert severity="warning">{translate('dashboard.failed')}</Alert>;
  if (query.isPending || query.data === undefined) return <Skeleton variant="rectangular" height={height} role="progressbar" aria-label={translate('dashboard.loading')} />;
  return <>{children(query.data)}</>;
}
