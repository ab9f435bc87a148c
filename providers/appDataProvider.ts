import type { DataProvider, Identifier, RaRecord } from 'ra-core';
import { createDataProvider } from './dataProvider';
import { createDictionaryCache, localStorageDictionaryStorage, type DictionaryCache, type DictionaryParams } from './dictionaryCache';
import type { Envelope, HttpClient } from './http/types';

/** The dataProvider plus the calls that are not CRUD: cached dictionary reads and record actions. */
export interface AppDataProvider extends DataProvider {
  /** A read-only dictionary GET (e.g. '/dictionary/redirect-types'), through the dictionary cache. */
  getDictionary<T = RaRecord[]>(path: string, params?: DictionaryParams): Promise<T>;
  /** `PATCH {resource path}/{id}/{action}` with an empty body, e.g. set-as-primary or restore. */
  patchAction(resource: string, params: { id: Identifier; action: string }): Promise<{ data: RaRecord }>;
}

export interface AppDataProviderOptions {
  /** default: the `dictionaries` store in localStorage, on the wall clock */
  cache?: DictionaryCache;
  /** single-record paths that differ from the list path (createDataProvider) */
  recordPaths?: Readonly<Record<string, string>>;
  /** paths new records are posted to when not the list path (createDataProvider) */
  createPaths?: Readonly<Record<string, string>>;
}

export function createAppDataProvider(
  http: HttpClient,
  resourcePaths: Readonly<Record<string, string>>,
  options: AppDataProviderOptions = {},
): AppDataProvider {
  const cache = options.cache ?? createDictionaryCache({ storage: localStorageDictionaryStorage() });
  const pathOf = (resource: string): string => {
    const path = resourcePaths[resource];
    if (path === undefined) throw new Error(`No API path for resource "${resource}".`);
    return path.replace(/\/+$/, '');
  };

  return {
    ...createDataProvider(http, resourcePaths, options.recordPaths, options.createPaths),
    getDictionary<T>(path: string, params: DictionaryParams = {}): Promise<T> {
      return cache.read(path, params, async () => (await http.request<Envelope<T>>('GET', path, { query: params })).json.data);
    },
    async patchAction(resource, { id, action }) {
      const url = `${pathOf(resource)}/${encodeURIComponent(String(id))}/${encodeURIComponent(action)}`;
      const response = await http.request<Envelope<RaRecord>>('PATCH', url);
      return { data: response.json.data };
    },
  };
}
