import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { DictionaryName } from '../domain/dictionaries/access';
import { isInterfaceLanguage } from '../domain/languages';
import type { AppDataProvider } from './appDataProvider';
import { dictionaryCacheKey, type DictionaryParams } from './dictionaryCache';

/** The read-only dictionaries, each `GET /dictionary/{name}` (docs/api.md). */
export type { DictionaryName };

/**
 * A read-only dictionary named in the interface language, through the dictionary cache:
 * `useDictionary<RedirectType[]>('redirect-types')`.
 */
export function useDictionary<T>(name: DictionaryName, params: DictionaryParams = {}) {
  const path = `/dictionary/${name}`;
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const query = { lang: isInterfaceLanguage(locale) ? locale : 'en', ...params };
  return useQuery({
    queryKey: ['dictionary', dictionaryCacheKey(path, query)],
    queryFn: () => dataProvider.getDictionary<T>(path, query),
  });
}
