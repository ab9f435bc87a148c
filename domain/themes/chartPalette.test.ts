import { describe, expect, it } from 'vitest';
import { chartPalette, chartVariables } from './chartPalette';
import { AA_GRAPHICS, contrastRatio } from './contrast';
import { defaultColorSchemes } from './schemes';
import { colorOf } from './variables';

const SHIPPED_PURPLE = '#765a8a';

describe('chart palette derived from the scheme', () => {
  for (const scheme of defaultColorSchemes()) {
    const background = colorOf(scheme, 'content-background')!;
    const { series, noData, outline } = chartPalette(scheme);

    it(`${scheme.name}: every series colour reads at 3:1 on the content background, distinct, primary-led`, () => {
      expect(series.length).toBeGreaterThanOrEqual(6);
      expect(new Set(series).size).toBe(series.length);
      for (const c of series) expect(contrastRatio(c, background), `${c} on ${background}`).toBeGreaterThanOrEqual(AA_GRAPHICS);
      // the primary's hue leads: it is the primary itself when that already reads
      const primary = colorOf(scheme, 'primary')!;
      if (contrastRatio(primary, background) >= AA_GRAPHICS) expect(series[0]).toBe(primary);
      expect(outline).toBe(background);
      expect(noData).not.toBe(background);
    });

    it(`${scheme.name}: the shipped purple only where the scheme is purple`, () => {
      const colours = Object.values(chartVariables(scheme));
      if (scheme.name === 'Purple Light') expect(colours).toContain(SHIPPED_PURPLE);
      else expect(colours).not.toContain(SHIPPED_PURPLE);
    });
  }

  it('follows an edited primary', () => {
    const green = defaultColorSchemes().find((s) => s.name === 'Green')!;
    const edited = { ...green, color_scheme: { ...green.color_scheme, otherColors: green.color_scheme.otherColors.map((e) => (e.variable === 'primary' ? { ...e, value: '#1565c0' } : e)) } };
    expect(chartPalette(edited).series[0]).toBe('#1565c0');
  });
});
