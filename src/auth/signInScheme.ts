import { defaultColorSchemes, mergeColorSchemes, resolveColorScheme, type ColorScheme } from '../../domain/themes';
import { readLocalScheme, readStoredSchemes } from '../../providers/uiSettings/schemeStore';
import type { KeyValueStorage } from '../../providers/uiSettings/localKeys';

/**
 * The scheme the sign-in page is drawn in: the one this browser chose last (with the workspace's
 * edits it saw), else the white-label scheme, else the default — the precedence of the apps (R499).
 */
export function signInScheme(storage: KeyValueStorage | undefined, whiteLabel: string | null): ColorScheme {
  const stored = storage ? readStoredSchemes(storage) : [];
  const local = storage ? readLocalScheme(storage) : null;
  return resolveColorScheme(mergeColorSchemes(defaultColorSchemes(), stored), { local, whiteLabel });
}
