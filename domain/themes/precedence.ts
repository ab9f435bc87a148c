import { isHexColor } from './contrast';
import type { ColorScheme, SchemeName, StoredColorScheme } from './types';
import { COLOR_GROUPS, DEFAULT_SCHEME_NAME, isSchemeName } from './types';

/**
 * The shipped schemes with the stored (admin-edited) colours merged over them, entry by variable:
 * an edit that names only `primary` keeps every other default colour (R501). Unknown variables and
 * values that are not #rrggbb are ignored, so a bad row never breaks the page.
 */
export function mergeColorSchemes(defaults: readonly ColorScheme[], stored: readonly StoredColorScheme[]): ColorScheme[] {
  return defaults.map((scheme) => {
    const edit = stored.find((s) => s.name === scheme.name);
    if (!edit) return scheme;
    const color_scheme = { ...scheme.color_scheme };
    for (const group of COLOR_GROUPS) {
      const edits = new Map((edit.color_scheme[group] ?? []).filter((e) => isHexColor(e.value)).map((e) => [e.variable, e.value]));
      color_scheme[group] = scheme.color_scheme[group].map((e) => (edits.has(e.variable) ? { ...e, value: edits.get(e.variable)! } : e));
    }
    return { ...scheme, color_scheme };
  });
}

export interface SchemeSources {
  /** the scheme saved locally (localStorage selected_color_scheme) */
  local?: string | null;
  /** the white-label (brand) scheme from the build environment */
  whiteLabel?: string | null;
}

/** Precedence (spec 1 §7, R499): the locally saved scheme, then the white-label one, then the standard default. */
export function pickSchemeName(sources: SchemeSources, available: readonly SchemeName[]): SchemeName {
  for (const candidate of [sources.local, sources.whiteLabel]) {
    if (isSchemeName(candidate) && available.includes(candidate)) return candidate;
  }
  return DEFAULT_SCHEME_NAME;
}

export function resolveColorScheme(schemes: readonly ColorScheme[], sources: SchemeSources): ColorScheme {
  const name = pickSchemeName(sources, schemes.map((s) => s.name));
  const found = schemes.find((s) => s.name === name) ?? schemes.find((s) => s.default_color_scheme) ?? schemes[0];
  if (!found) throw new Error('No colour schemes');
  return found;
}
