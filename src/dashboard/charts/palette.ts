import { useMemo } from 'react';
import { chartPalette, defaultColorSchemes, DEFAULT_SCHEME_NAME, type ChartPalette } from '../../../domain/themes';
import { useOptionalUiSettings } from '../../themes/UiSettingsContext';

/**
 * The active scheme's chart palette (domain/themes/chartPalette): series colours readable on the
 * scheme's background. Follows a scheme switch without a reload; outside a settings provider
 * (components rendered alone) the default scheme's.
 */
export function useChartPalette(): ChartPalette {
  const active = useOptionalUiSettings()?.active;
  return useMemo(() => chartPalette(active ?? defaultColorSchemes().find((s) => s.name === DEFAULT_SCHEME_NAME)!), [active]);
}

/** The i-th series colour, cycling through the palette. */
export const seriesColor = (palette: ChartPalette, i: number): string => palette.series[i % palette.series.length]!;
