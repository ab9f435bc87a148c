import { List, Pagination, PaginationActions, useListContext, useLocaleState, useTranslate, type ListProps, type PaginationActionsProps, type PaginationProps, type RaRecord } from 'react-admin';
import { FILTER_DEBOUNCE_MS, LIST_PER_PAGE } from '../listDefaults';
import { formatCount } from '../numberFormat';
import { useNotifyUnhandled } from '../useNotifyUnhandled';
import { ListError } from './ListError';

/** react-admin's page buttons, their landmark named in the interface language (MUI's own name is English). */
function NamedPaginationActions(props: PaginationActionsProps) {
  const translate = useTranslate();
  const named = { ...props, 'aria-label': translate('ui.pagination') } as PaginationActionsProps;
  return <PaginationActions {...named} />;
}

/** The names of the pager's buttons in the interface language: on a phone, and on a list without a total, react-admin draws MUI's own pager, which names them in English. */
export function usePagerNames() {
  const translate = useTranslate();
  return (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`);
}

/**
 * react-admin's pager, its buttons named in the interface language; past the count cap of a big list (the dataProvider's `meta.totalCapped`,
 * docs/decisions/server.md "Capped totals") it reads "1–50 of 10,000+" and still pages on. A list without a total (the click log: the
 * dataProvider's `pageInfo`) counts the rows it holds, never a full page it does not: "1–6 of 6" on its last page, "1–25 of more than 25"
 * while a next page follows.
 */
export function AppPagination(own: PaginationProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { meta, total, data, hasNextPage } = useListContext<RaRecord>();
  const held = (data as readonly RaRecord[] | undefined)?.length ?? 0;
  const capped: unknown = meta?.totalCapped;
  const getItemAriaLabel = usePagerNames();
  const count = (n: number) => formatCount(n, locale);
  const partial = total === undefined || total === null;
  const labelDisplayedRows =
    typeof capped === 'number'
      ? ({ from, to }: { from: number; to: number }) => translate('ui.pagination_capped', { offsetBegin: count(from), offsetEnd: count(to), total: count(capped) })
      : partial
        ? ({ from }: { from: number }) => {
            const to = from + held - 1;
            return hasNextPage
              ? translate('ra.navigation.partial_page_range_info', { offsetBegin: count(from), offsetEnd: count(to) })
              : translate('ra.navigation.page_range_info', { offsetBegin: count(Math.min(from, to)), offsetEnd: count(to), total: count(to) });
          }
        : undefined;
  // MUI's TablePagination props, which react-admin's Pagination passes on but does not declare; without a total MUI's own
  // previous/next buttons (react-admin's numbered ones need the total), next switched off on the last page on a phone too
  const props = {
    ...(partial ? { slotProps: { actions: { nextButton: { disabled: !hasNextPage } } } } : { actions: NamedPaginationActions }),
    getItemAriaLabel,
    ...(labelDisplayedRows ? { labelDisplayedRows } : {}),
    ...own,
  } as unknown as PaginationProps;
  return <Pagination {...props} />;
}

/** The page controls of every list, for a list drawn without AppList (a ListView of its own) too. */
export const APP_PAGINATION = <AppPagination />;

/**
 * react-admin's `<List>` with the defaults of every list screen: 25 rows a page, filters that wait
 * FILTER_DEBOUNCE_MS before asking the server (R67), and load errors the http client has not
 * already shown reported once (useNotifyUnhandled). A failed load shows the error with Retry
 * (ListError) at once, rather than retrying behind a spinner; invalid filters are dropped.
 * Any prop given wins over a default.
 */
export function AppList<RecordType extends RaRecord = RaRecord>({ queryOptions, ...props }: ListProps<RecordType>) {
  const onError = useNotifyUnhandled();
  return (
    <List<RecordType>
      perPage={LIST_PER_PAGE}
      debounce={FILTER_DEBOUNCE_MS}
      error={<ListError />}
      pagination={APP_PAGINATION}
      queryOptions={{ onError, retry: false, ...queryOptions }}
      {...props}
    />
  );
}
