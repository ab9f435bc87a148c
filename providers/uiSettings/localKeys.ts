/** Local storage keys and store names of spec 1 §3. */
export const LOCAL_KEYS = {
  viewType: 'user_view_type',
  selectedColorScheme: 'selected_color_scheme',
  skipTutorial: 'skip_tutorial',
  /** the admin-edited schemes last seen, so every tab and the next start apply them at once */
  colorSchemeStore: 'color-scheme',
  uiSettingsStore: 'ui-settings',
  gridCacheStore: 'ui-settings-grid-cache',
} as const;

/**
 * Every local store and key the spec names (R45, R46), in one place. Those of modules not built
 * yet (dynamic parameters, autocomplete, campaigns, the welcome page, deployed apps) are reserved
 * here so a later module uses the spec's name; logout clears all of local storage either way.
 */
export const LOCAL_STORES = [
  'ui-settings',
  'dictionaries',
  'dynamic-params',
  'autocomplete',
  'session',
  'campaign',
  'color-scheme',
  'ui-settings-grid-cache',
] as const;

export const LOCAL_STORAGE_KEYS = [
  'user_view_type',
  'selected_color_scheme',
  'skip_tutorial',
  'userEmail',
  'language',
  'show_welcome_page',
  'deployed_apps',
  LOCAL_KEYS.colorSchemeStore,
] as const;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readJson<T>(storage: KeyValueStorage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // a full or disabled storage only loses the local copy
  }
}
