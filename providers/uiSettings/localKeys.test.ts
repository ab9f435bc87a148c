import { describe, expect, it } from 'vitest';
import { DICTIONARY_STORE_NAME } from '../dictionaryCache';
import { LANGUAGE_KEY } from '../i18nProvider';
import { LOCAL_KEYS, LOCAL_STORAGE_KEYS, LOCAL_STORES } from './localKeys';

describe('local stores and keys (R45, R46)', () => {
  it('names the spec’s eight stores and its keys', () => {
    expect([...LOCAL_STORES].sort()).toEqual(
      ['autocomplete', 'campaign', 'color-scheme', 'dictionaries', 'dynamic-params', 'session', 'ui-settings', 'ui-settings-grid-cache'].sort(),
    );
    expect(LOCAL_STORAGE_KEYS).toEqual(
      expect.arrayContaining(['user_view_type', 'selected_color_scheme', 'skip_tutorial', 'userEmail', 'language', 'show_welcome_page', 'deployed_apps']),
    );
  });

  it('is the registry the modules actually use', () => {
    expect(LOCAL_STORES).toContain(LOCAL_KEYS.uiSettingsStore);
    expect(LOCAL_STORES).toContain(LOCAL_KEYS.gridCacheStore);
    expect(LOCAL_STORES).toContain(LOCAL_KEYS.colorSchemeStore);
    expect(LOCAL_STORES).toContain(DICTIONARY_STORE_NAME);
    expect(LOCAL_STORAGE_KEYS).toContain(LOCAL_KEYS.viewType);
    expect(LOCAL_STORAGE_KEYS).toContain(LOCAL_KEYS.selectedColorScheme);
    expect(LOCAL_STORAGE_KEYS).toContain(LOCAL_KEYS.skipTutorial);
    expect(LOCAL_STORAGE_KEYS).toContain(LANGUAGE_KEY);
  });
});
