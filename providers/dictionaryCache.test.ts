import { describe, expect, it, vi } from 'vitest';
import {
  createDictionaryCache,
  dictionaryCacheKey,
  DICTIONARY_CACHE_LIFETIME_MS,
  DICTIONARY_STORE_NAME,
  localStorageDictionaryStorage,
  type DictionaryCacheEntry,
  type DictionaryStorage,
} from './dictionaryCache';

function memoryStorage(): DictionaryStorage & { entries: DictionaryCacheEntry[] } {
  const store = {
    entries: [] as DictionaryCacheEntry[],
    load: () => store.entries.map((e) => ({ ...e })),
    save: (entries: DictionaryCacheEntry[]) => {
      store.entries = entries;
    },
  };
  return store;
}

function setup(start = 1_000_000) {
  let clock = start;
  const storage = memoryStorage();
  const cache = createDictionaryCache({ storage, now: () => clock });
  const load = vi.fn(async () => [{ id: 1, name: `at ${clock}` }]);
  return { cache, storage, load, advance: (ms: number) => (clock += ms) };
}

describe('dictionaryCacheKey (R241)', () => {
  it('is the path plus the non-empty params sorted by name', () => {
    expect(dictionaryCacheKey('/dictionary/redirect-types')).toBe('/dictionary/redirect-types');
    expect(dictionaryCacheKey('/d', { lang: 'en', b: 2, a: 'x' })).toBe('/d?a=x&b=2&lang=en');
    expect(dictionaryCacheKey('/d', { b: 2, a: 'x', lang: 'en' })).toBe(dictionaryCacheKey('/d', { lang: 'en', a: 'x', b: 2 }));
    expect(dictionaryCacheKey('/d', { a: '', b: null, c: undefined, d: [], e: 0, f: false })).toBe('/d?e=0&f=false');
    expect(dictionaryCacheKey('/d', { ids: [3, 1] })).toBe('/d?ids=3,1');
  });
});

describe('createDictionaryCache', () => {
  it('stores { key, data, timestamp } and answers a repeat from it (R240)', async () => {
    const { cache, storage, load } = setup();
    const first = await cache.read('/d', { lang: 'en' }, load);
    expect(await cache.read('/d', { lang: 'en' }, load)).toEqual(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(storage.entries).toEqual([{ key: '/d?lang=en', data: first, timestamp: 1_000_000 }]);
  });

  it('hits the same entry for the same params in another order, and skips empty ones', async () => {
    const { cache, load } = setup();
    await cache.read('/d', { lang: 'en', q: 'x', empty: '' }, load);
    await cache.read('/d', { q: 'x', lang: 'en' }, load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.read('/d', { q: 'y', lang: 'en' }, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reuses an entry while younger than 1 440 000 ms, then asks again once (R242)', async () => {
    const { cache, load, advance } = setup();
    expect(DICTIONARY_CACHE_LIFETIME_MS).toBe(1_440_000);
    await cache.read('/d', {}, load);
    advance(DICTIONARY_CACHE_LIFETIME_MS - 1);
    await cache.read('/d', {}, load);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    const fresh = await cache.read('/d', {}, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(fresh).toEqual([{ id: 1, name: `at ${1_000_000 + DICTIONARY_CACHE_LIFETIME_MS}` }]);
    await cache.read('/d', {}, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not trust an entry from the future (a clock set back)', async () => {
    const { cache, storage, load } = setup();
    storage.save([{ key: '/d', data: ['stale'], timestamp: 9_000_000 }]);
    expect(await cache.read('/d', {}, load)).not.toEqual(['stale']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one request between simultaneous reads of one key', async () => {
    const { cache, load } = setup();
    const [a, b] = await Promise.all([cache.read('/d', {}, load), cache.read('/d', {}, load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing from a failed request', async () => {
    const { cache, storage } = setup();
    await expect(cache.read('/d', {}, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(storage.entries).toEqual([]);
    expect(await cache.read('/d', {}, async () => ['ok'])).toEqual(['ok']);
  });

  it('drops expired entries when it stores a new one', async () => {
    const { cache, storage, load, advance } = setup();
    await cache.read('/old', {}, load);
    advance(DICTIONARY_CACHE_LIFETIME_MS);
    await cache.read('/new', {}, load);
    expect(storage.entries.map((e) => e.key)).toEqual(['/new']);
  });
});

describe('localStorageDictionaryStorage', () => {
  function fakeStorage(initial: Record<string, string> = {}) {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
  }

  it('keeps the entries as JSON under the store name "dictionaries"', () => {
    const raw = fakeStorage();
    const storage = localStorageDictionaryStorage(raw);
    storage.save([{ key: '/d', data: [1], timestamp: 5 }]);
    expect(DICTIONARY_STORE_NAME).toBe('dictionaries');
    expect(JSON.parse(raw.data.get('dictionaries')!)).toEqual([{ key: '/d', data: [1], timestamp: 5 }]);
    expect(localStorageDictionaryStorage(raw).load()).toEqual([{ key: '/d', data: [1], timestamp: 5 }]);
  });

  it('reads broken or foreign content as an empty cache', () => {
    expect(localStorageDictionaryStorage(fakeStorage({ dictionaries: '{not json' })).load()).toEqual([]);
    expect(localStorageDictionaryStorage(fakeStorage({ dictionaries: '{"a":1}' })).load()).toEqual([]);
    expect(localStorageDictionaryStorage(fakeStorage({ dictionaries: '[{"key":1},{"key":"/d","data":2,"timestamp":1}]' })).load()).toEqual([
      { key: '/d', data: 2, timestamp: 1 },
    ]);
    expect(localStorageDictionaryStorage(undefined).load()).toEqual([]);
  });

  it('survives a storage that refuses writes (quota)', () => {
    const storage = localStorageDictionaryStorage({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => storage.save([{ key: '/d', data: [], timestamp: 1 }])).not.toThrow();
  });
});
