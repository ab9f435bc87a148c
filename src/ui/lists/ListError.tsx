import { useEffect } from 'react';
import { useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { isHttpError } from '../../../providers/http/HttpError';
import { RetryAlert, loadFailureText } from '../errors/RetryAlert';

const PERIOD_FIELDS = ['period_type', 'period_start', 'period_finish', 'custom_date'];

/**
 * The filters a 422 refused, when every refused field is one of the list's current filters (an
 * invalid value typed into the address, `?filter={"status_id":"abc"}`): a period field takes
 * the whole period with it. Empty when the failure is anything else.
 */
export function refusedFilters(error: unknown, filterValues: Record<string, unknown>): string[] {
  if (!isHttpError(error) || error.status !== 422) return [];
  const fields = Object.keys((error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {});
  if (!fields.length || !fields.every((f) => f in filterValues)) return [];
  return fields.some((f) => PERIOD_FIELDS.includes(f)) ? [...new Set([...fields, ...PERIOD_FIELDS.filter((f) => f in filterValues)])] : fields;
}

/**
 * What a list shows when its call fails: invalid filters from the address are dropped (the list
 * reloads with the rest and a warning names them); any other failure reads as an error with
 * Retry, never as an empty list.
 */
export function ListError() {
  const { error, refetch, filterValues, displayedFilters, setFilters } = useListContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const translate = useTranslate();
  const refused = refusedFilters(error, filterValues);
  const key = refused.join(',');

  useEffect(() => {
    if (!key) return;
    const fields = key.split(',');
    const keep = Object.fromEntries(Object.entries(filterValues).filter(([f]) => !fields.includes(f)));
    const shown = Object.fromEntries(Object.entries(displayedFilters ?? {}).filter(([f]) => !fields.includes(f)));
    setFilters(keep, shown, false);
    const names = fields.map((f) => translate(`resources.${resource}.fields.${f}`, { _: f })).join(', ');
    notify('ui.load.filter_dropped', { type: 'warning', messageArgs: { fields: names } });
    // once per refused set: the answer to the reduced filter is a new error or none
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, error]);

  if (key) return null;
  return <RetryAlert message={loadFailureText(error)} onRetry={refetch} />;
}
