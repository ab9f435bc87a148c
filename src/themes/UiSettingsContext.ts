import { createContext, useContext } from 'react';
import type { ColorScheme, SchemeName, StoredColorScheme } from '../../domain/themes/types';
import type { GridSettings, UiSettings } from '../../domain/uiSettings/settings';
import type { UiSettingsApi } from '../../providers/uiSettings/uiSettingsApi';

export interface UiSettingsValue {
  api: UiSettingsApi;
  viewOnly: boolean;
  /** the shipped schemes with the workspace's edits merged in */
  schemes: ColorScheme[];
  active: ColorScheme;
  /** applies at once, in every tab; saved to the server unless view-only */
  selectScheme(name: SchemeName): Promise<void>;
  /** admin: saves edited colours for the whole workspace */
  saveSchemes(edits: StoredColorScheme[]): Promise<void>;
  /** the server's settings, once loaded after sign-in */
  settings: UiSettings | null;
  hydrate(settings: UiSettings): void;
  grid(gridId: string): GridSettings | undefined;
  saveGrid(gridId: string, settings: GridSettings): void;
  skipTutorial(skip: boolean): Promise<void>;
}

export const UiSettingsContext = createContext<UiSettingsValue | null>(null);

export function useUiSettings(): UiSettingsValue {
  const value = useContext(UiSettingsContext);
  if (!value) throw new Error('useUiSettings needs a <UiSettingsProvider>');
  return value;
}

/** The same, or null outside a provider (shared components rendered in isolation). */
export const useOptionalUiSettings = (): UiSettingsValue | null => useContext(UiSettingsContext);
