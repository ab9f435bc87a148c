/**
 * The dictionary read cache (spec 1 §3, §7, §9): entries `{ key, data, timestamp }` keyed by the
 * path plus the sorted non-empty params, reused while younger than 1 440 000 ms. Kept in
 * localStorage under the local store name `dictionaries`, so it survives a page reload; logout
 * clears all of localStorage and with it the cache. The core is pure: clock and storage are given.
 */

export const DICTIONARY_CACHE_LIFETIME_MS = 1_440_000;
export const DICTIONARY_STORE_NAME = 'dictionaries';

export interface DictionaryCacheEntry<T = unknown> {
  key: string;
  data: T;
  timestamp: number;
}

export type DictionaryParamValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type DictionaryParams = Readonly<Record<string, DictionaryParamValue>>;

/** Where the entries live between reads (and page loads). */
export interface DictionaryStorage {
  load(): DictionaryCacheEntry[];
  save(entries: DictionaryCacheEntry[]): void;
}

const isEmpty = (value: DictionaryParamValue) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** `path?a=1&b=x,y`: only non-empty params, sorted by name, so the same question has one key. */
export function dictionaryCacheKey(path: string, params: DictionaryParams = {}): string {
  const parts = Object.keys(params)
    .filter((name) => !isEmpty(params[name]))
    .sort()
    .map((name) => {
      const value = params[name];
      return `${name}=${Array.isArray(value) ? value.join(',') : String(value)}`;
    });
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

export interface DictionaryCache {
  /** The cached data for the path and params while fresh; otherwise `load()`'s, which is then stored. */
  read<T>(path: string, params: DictionaryParams, load: () => Promise<T>): Promise<T>;
}

export interface DictionaryCacheOptions {
  storage: DictionaryStorage;
  now?: () => number;
  lifetimeMs?: number;
}

export function createDictionaryCache({ storage, now = Date.now, lifetimeMs = DICTIONARY_CACHE_LIFETIME_MS }: DictionaryCacheOptions): DictionaryCache {
  // one request per key at a time: two screens asking at once share the answer
  const pending = new Map<string, Promise<unknown>>();
  const isFresh = (entry: DictionaryCacheEntry, at: number) => {
    const age = at - entry.timestamp;
    return age >= 0 && age < lifetimeMs;
  };

  return {
    read<T>(path: string, params: DictionaryParams, load: () => Promise<T>): Promise<T> {
      const key = dictionaryCacheKey(path, params);
      const hit = storage.load().find((entry) => entry.key === key);
      if (hit && isFresh(hit, now())) return Promise.resolve(hit.data as T);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight as Promise<T>;
      const request = load()
        .then((data) => {
          const at = now();
          const kept = storage.load().filter((entry) => entry.key !== key && isFresh(entry, at));
          storage.save([...kept, { key, data, timestamp: at }]);
          return data;
        })
        .finally(() => pending.delete(key));
      pending.set(key, request);
      return request;
    },
  };
}

const isEntry = (value: unknown): value is DictionaryCacheEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DictionaryCacheEntry).key === 'string' &&
  typeof (value as DictionaryCacheEntry).timestamp === 'number' &&
  'data' in value;

/** The entries as one JSON list under `dictionaries`; unreadable or over-quota storage just means no cache. */
export function localStorageDictionaryStorage(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
  name = DICTIONARY_STORE_NAME,
): DictionaryStorage {
  return {
    load() {
      try {
        const parsed: unknown = JSON.parse(storage?.getItem(name) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
      } catch {
        return [];
      }
    },
    save(entries) {
      try {
        storage?.setItem(name, JSON.stringify(entries));
      } catch {
        // quota exceeded or storage disabled: the next read asks the server again
      }
    },
  };
}
