import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import { isInterfaceLanguage } from '../domain/languages';
import type { AppDataProvider } from './appDataProvider';
import { dictionaryCacheKey, type DictionaryParams } from './dictionaryCache';

/**
 * A read-only dictionary (commission types, redirect types, traffic channels, countries) named in
 * the interface language, through the dictionary cache: `useDictionary<RedirectType[]>('/dictionary/redirect-types')`.
 */
export function useDictionary<T>(path: string, params: DictionaryParams = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const query = { lang: isInterfaceLanguage(locale) ? locale : 'en', ...params };
  return useQuery({
    queryKey: ['dictionary', dictionaryCacheKey(path, query)],
    queryFn: () => dataProvider.getDictionary<T>(path, query),
  });
}
