import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { defaultColorSchemes, mergeColorSchemes, resolveColorScheme } from '../../domain/themes';
import type { SchemeName, StoredColorScheme } from '../../domain/themes/types';
import type { GridSettings, UiSettings } from '../../domain/uiSettings/settings';
import { applyRootVariables } from './rootVariables';
import { themeOptionsOf } from './muiTheme';
import type { HttpClient } from '../../providers/http/types';
import { readGridCache, writeGridCache } from '../../providers/uiSettings/gridCache';
import { createGridSaveQueue, type Timers } from '../../providers/uiSettings/gridSaveQueue';
import { LOCAL_KEYS, type KeyValueStorage } from '../../providers/uiSettings/localKeys';
import { readLocalScheme, readStoredSchemes, writeLocalScheme, writeStoredSchemes } from '../../providers/uiSettings/schemeStore';
import { createUiSettingsApi } from '../../providers/uiSettings/uiSettingsApi';
import { UiSettingsContext, type UiSettingsValue } from './UiSettingsContext';
import { isViewOnly } from '../../providers/uiSettings/viewOnly';

export interface UiSettingsProviderProps {
  http: HttpClient;
  /** the white-label scheme (brand.colorScheme) */
  whiteLabelScheme: string | null;
  storage?: KeyValueStorage;
  timers?: Timers;
  /** rendered with the MUI theme of the active scheme, for `<Admin theme>` */
  children: (theme: RaThemeOptions) => ReactNode;
}

const browserTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/**
 * Personal interface settings (spec 1 §1, §3, §7): the colour scheme (applied to the page root and
 * the MUI theme, followed in every tab), grid layouts with their save queue, view-only mode.
 */
export function UiSettingsProvider({ http, whiteLabelScheme, storage = window.localStorage, timers = browserTimers, children }: UiSettingsProviderProps) {
  const viewOnly = isViewOnly(storage);
  const api = useMemo(() => createUiSettingsApi(http, { isViewOnly: () => isViewOnly(storage) }), [http, storage]);
  const [localName, setLocalName] = useState(() => readLocalScheme(storage));
  const [stored, setStored] = useState(() => readStoredSchemes(storage));
  const [settings, setSettings] = useState<UiSettings | null>(null);
  const [grids, setGrids] = useState(() => readGridCache(storage).cache);

  const queue = useMemo(
    () =>
      createGridSaveQueue({
        send: (batch, options) => api.saveGrids(batch, options),
        timers,
        initial: readGridCache(storage).payload,
        onUnsaved: (payload) => writeGridCache(storage, { ...readGridCache(storage), payload }),
      }),
    [api, storage, timers],
  );

  useEffect(() => {
    // closing the tab within the 15 s wait loses nothing: send now, outliving the page (keepalive)
    const hide = () => void queue.flush({ keepalive: true });
    const onVisibility = () => document.visibilityState === 'hidden' && hide();
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', onVisibility);
      queue.dispose();
    };
  }, [queue]);

  useEffect(() => {
    // another tab changed the scheme or its colours (R500)
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCAL_KEYS.selectedColorScheme || event.key === null) setLocalName(readLocalScheme(storage));
      if (event.key === LOCAL_KEYS.colorSchemeStore || event.key === null) setStored(readStoredSchemes(storage));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const schemes = useMemo(() => mergeColorSchemes(defaultColorSchemes(), stored), [stored]);
  const active = useMemo(() => resolveColorScheme(schemes, { local: localName, whiteLabel: whiteLabelScheme }), [schemes, localName, whiteLabelScheme]);
  const theme = useMemo(() => themeOptionsOf(active), [active]);
  useLayoutEffect(() => applyRootVariables(active), [active]);

  const selectScheme = useCallback(
    async (name: SchemeName) => {
      writeLocalScheme(storage, name);
      setLocalName(name);
      await api.saveColorSchemes({ selected_color_scheme: name });
    },
    [api, storage],
  );

  const saveSchemes = useCallback(
    async (edits: StoredColorScheme[]) => {
      await api.saveColorSchemes({ color_schemes: edits });
      setStored((current) => {
        const next = [...current.filter((s) => !edits.some((e) => e.name === s.name)), ...edits];
        writeStoredSchemes(storage, next);
        return next;
      });
    },
    [api, storage],
  );

  const hydrate = useCallback(
    (loaded: UiSettings) => {
      setSettings(loaded);
      // view-only mode loads nothing from the server: the local copies stay as they are (R527)
      if (isViewOnly(storage)) return;
      writeStoredSchemes(storage, loaded.color_schemes);
      setStored(loaded.color_schemes);
      // the user's saved choice becomes the local one after sign-in (logout clears it)
      const saved = loaded.theme_settings.selected_color_scheme;
      if (readLocalScheme(storage) === null && saved) {
        writeLocalScheme(storage, saved as SchemeName);
        setLocalName(readLocalScheme(storage));
      }
      if (loaded.tutorial_settings.skip_tutorial) storage.setItem(LOCAL_KEYS.skipTutorial, 'true');
      const pending = new Map(queue.unsaved().map((g) => [g.grid_id, g.ui_settings]));
      const cache = { ...loaded.grid_settings, ...Object.fromEntries(pending) };
      writeGridCache(storage, { ...readGridCache(storage), cache });
      setGrids(cache);
    },
    [queue, storage],
  );

  const saveGrid = useCallback(
    (gridId: string, value: GridSettings) => {
      setGrids((current) => {
        const next = { ...current, [gridId]: value, [`${gridId}-mob`]: value };
        writeGridCache(storage, { ...readGridCache(storage), cache: next });
        return next;
      });
      queue.enqueue(gridId, value);
    },
    [queue, storage],
  );

  const skipTutorial = useCallback(
    async (skip: boolean) => {
      storage.setItem(LOCAL_KEYS.skipTutorial, String(skip));
      await api.saveTutorial(skip);
    },
    [api, storage],
  );

  const value = useMemo<UiSettingsValue>(
    () => ({ api, viewOnly, schemes, active, selectScheme, saveSchemes, settings, hydrate, grid: (id) => grids[id], saveGrid, skipTutorial }),
    [api, viewOnly, schemes, active, selectScheme, saveSchemes, settings, hydrate, grids, saveGrid, skipTutorial],
  );

  return <UiSettingsContext.Provider value={value}>{children(theme)}</UiSettingsContext.Provider>;
}
