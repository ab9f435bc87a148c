import { AA_GRAPHICS, contrastRatio, legibleOn, mix } from './contrast';
import type { ColorScheme } from './types';
import { colorOf } from './variables';

/** The colours charts, the map and the sign-in page draw with, all taken from one scheme. */
export interface ChartPalette {
  /** series colours, the scheme's primary first; each reads at 3:1 (graphics) on the content background */
  series: string[];
  /** a country or a slice without data: a quiet shade of the background */
  noData: string;
  /** lines between shapes (the map's borders): the content background itself */
  outline: string;
}

const SERIES_SOURCES = ['primary', 'success', 'info', 'warning', 'danger', 'accent'] as const;

/**
 * The chart palette of a scheme: its primary and status colours, each darkened (light schemes) or
 * lightened (dark ones) until it reads at WCAG AA for graphics on the content background, then the
 * same hues mixed halfway towards the text colour for more series. Repeats are dropped.
 */
export function chartPalette(scheme: ColorScheme): ChartPalette {
  const background = colorOf(scheme, 'content-background') ?? '#ffffff';
  const text = colorOf(scheme, 'text-color') ?? '#000000';
  const base = SERIES_SOURCES.map((v) => colorOf(scheme, v)).filter((c): c is string => Boolean(c));
  const readable = (c: string) => legibleOn(c, background, AA_GRAPHICS);
  const series = [...new Set([...base.map(readable), ...base.map((c) => readable(mix(c, text, 0.5)))])];
  const noData = mix(background, text, contrastRatio(background, '#ffffff') < 2 ? 0.12 : 0.25);
  return { series, noData, outline: background };
}

/** The palette as CSS variables for the page root: `--chart-1` … `--chart-n`, `--chart-no-data`, `--chart-outline`. */
export function chartVariables(scheme: ColorScheme): Record<string, string> {
  const { series, noData, outline } = chartPalette(scheme);
  return { ...Object.fromEntries(series.map((c, i) => [`--chart-${i + 1}`, c])), '--chart-no-data': noData, '--chart-outline': outline };
}
