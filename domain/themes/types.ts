/** One colour of a scheme (spec 2 §9): a CSS variable, its value and an optional tooltip. */
export interface ColorEntry {
  variable: string;
  value: string;
  tooltip?: string;
}

export type ColorGroup = 'otherColors' | 'buttonColors' | 'layoutColors';
export const COLOR_GROUPS: readonly ColorGroup[] = ['otherColors', 'buttonColors', 'layoutColors'];

export type ColorSchemeColors = Record<ColorGroup, ColorEntry[]>;

export const SCHEME_NAMES = ['Light', 'Standard', 'Dark', 'Dark Grey', 'Dark Red', 'Red', 'Green', 'Brown', 'Purple Light'] as const;
export type SchemeName = (typeof SCHEME_NAMES)[number];

export const DEFAULT_SCHEME_NAME: SchemeName = 'Purple Light';

export const isSchemeName = (value: unknown): value is SchemeName => typeof value === 'string' && (SCHEME_NAMES as readonly string[]).includes(value);

/** A colour scheme (spec 2 §9). */
export interface ColorScheme {
  name: SchemeName;
  color_scheme: ColorSchemeColors;
  default_color_scheme: boolean;
  required: boolean;
}

/** What an admin saves and the server stores: a scheme's name and its colours. */
export interface StoredColorScheme {
  name: SchemeName;
  color_scheme: Partial<ColorSchemeColors>;
}
