import { useEffect, useMemo, type ReactNode } from 'react';
import {
  ListContextProvider,
  ListView,
  SearchInput,
  useList,
  useResourceContext,
  useTranslate,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { useDictionary, type DictionaryName } from '../../providers/useDictionary';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { APP_PAGINATION } from '../../src/ui/lists';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export interface DictionaryListProps<T> {
  /** the read-only dictionary, e.g. 'redirect-types' */
  name: DictionaryName;
  /** a record id for the grid, when the entries have none (countries) */
  idOf?: (entry: T) => string | number;
  sort: SortPayload;
  children: ReactNode;
}

/**
 * A read-only dictionary as a list screen: one cached read (providers/useDictionary), then text
 * search, sorting and paging in the browser, as the whole dictionary is small.
 */
export function DictionaryList<T extends object>({ name, idOf, sort, children }: DictionaryListProps<T>) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { data: entries, isPending, error } = useDictionary<T[]>(name);
  const onError = useNotifyUnhandled();
  const data = useMemo(
    () => entries?.map((entry) => ({ ...entry, id: idOf ? idOf(entry) : (entry as Partial<RaRecord>).id }) as RaRecord),
    [entries, idOf],
  );
  const listContext = useList({ data, isPending, error, perPage: 25, sort, resource });
  useEffect(() => {
    if (error) onError(error);
  }, [error, onError]);
  return (
    <ListContextProvider value={listContext}>
      <ListView title={translate(`resources.${resource}.name`, { smart_count: 2 })} filters={filters} actions={false} pagination={APP_PAGINATION}>
        <ColumnsDatagrid bulkActionButtons={false} rowClick={false}>
          {children}
        </ColumnsDatagrid>
      </ListView>
    </ListContextProvider>
  );
}
