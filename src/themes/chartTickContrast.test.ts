import { describe, expect, it } from 'vitest';
import { AA_TEXT, colorOf, contrastRatio, defaultColorSchemes } from '../../domain/themes';
import { chartTextSx, TICK_TEXT_VARIABLE } from '../dashboard/charts/chartText';

// Chart axis ticks are text: they must read at 4.5:1 on the card the chart sits on, in every shipped scheme.
describe('chart tick labels are readable in every shipped scheme (WCAG AA 4.5:1)', () => {
  it('draws ticks in the scheme variable checked here', () => {
    expect(Object.values(chartTextSx)[0]).toEqual({ fill: `var(--${TICK_TEXT_VARIABLE})` });
  });

  for (const scheme of defaultColorSchemes()) {
    it(`${scheme.name}: tick text on the content background`, () => {
      const tick = colorOf(scheme, TICK_TEXT_VARIABLE)!;
      const background = colorOf(scheme, 'content-background')!;
      expect(contrastRatio(tick, background), `${tick} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }
});
