import type { GridSave, GridSettings } from '../../domain/uiSettings/settings';
import { LOCAL_KEYS, readJson, writeJson, type KeyValueStorage } from './localKeys';

/** The ui-settings-grid-cache store (spec 1 §3, R516): every grid's last layout, and the layouts not yet saved. */
export interface GridCache {
  cache: Record<string, GridSettings>;
  payload: GridSave[];
}

export const readGridCache = (storage: KeyValueStorage): GridCache => {
  const stored = readJson<Partial<GridCache>>(storage, LOCAL_KEYS.gridCacheStore, {});
  return { cache: stored.cache ?? {}, payload: Array.isArray(stored.payload) ? stored.payload : [] };
};

export const writeGridCache = (storage: KeyValueStorage, value: GridCache): void => writeJson(storage, LOCAL_KEYS.gridCacheStore, value);
