import type { ColorScheme, ColorGroup } from './types';
import { COLOR_GROUPS } from './types';

/** The scheme as CSS custom properties for the page root: `--primary`, `--primary-button-left`, … */
export function cssVariables(scheme: ColorScheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const group of COLOR_GROUPS) for (const { variable, value } of scheme.color_scheme[group]) vars[`--${variable}`] = value;
  return vars;
}

/** A variable's value, or undefined if the scheme has none. */
export function colorOf(scheme: ColorScheme, variable: string, group?: ColorGroup): string | undefined {
  const groups = group ? [group] : COLOR_GROUPS;
  for (const g of groups) {
    const found = scheme.color_scheme[g].find((e) => e.variable === variable);
    if (found) return found.value;
  }
  return undefined;
}
