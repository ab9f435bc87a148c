import { isSchemeName, type SchemeName, type StoredColorScheme } from '../../domain/themes/types';
import { LOCAL_KEYS, readJson, writeJson, type KeyValueStorage } from './localKeys';

/** The locally saved scheme name (selected_color_scheme), first in the precedence (R499). */
export const readLocalScheme = (storage: KeyValueStorage): SchemeName | null => {
  const value = storage.getItem(LOCAL_KEYS.selectedColorScheme);
  return isSchemeName(value) ? value : null;
};

export const writeLocalScheme = (storage: KeyValueStorage, name: SchemeName): void => {
  try {
    storage.setItem(LOCAL_KEYS.selectedColorScheme, name);
  } catch {
    // the choice still applies in this tab
  }
};

/** The admin-edited schemes last seen (the color-scheme store). */
export const readStoredSchemes = (storage: KeyValueStorage): StoredColorScheme[] => {
  const value = readJson<unknown>(storage, LOCAL_KEYS.colorSchemeStore, []);
  return Array.isArray(value) ? (value as StoredColorScheme[]).filter((s) => isSchemeName(s?.name) && typeof s.color_scheme === 'object') : [];
};

export const writeStoredSchemes = (storage: KeyValueStorage, schemes: readonly StoredColorScheme[]): void =>
  writeJson(storage, LOCAL_KEYS.colorSchemeStore, schemes);
