import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, defaultColorSchemes, SCHEME_NAMES } from '../../domain/themes';
import { themeOptionsOf } from './muiTheme';

// The colours a filled status chip or a "vs previous period" delta is drawn with, in every shipped scheme.
const KINDS = ['success', 'error', 'warning', 'info'] as const;

describe('status colours are readable in every shipped scheme (WCAG AA 4.5:1)', () => {
  const schemes = defaultColorSchemes();

  it('ships the nine schemes', () => {
    expect(schemes.map((s) => s.name).sort()).toEqual([...SCHEME_NAMES].sort());
  });

  for (const scheme of schemes) {
    it(`${scheme.name}: chip text on the chip colour`, () => {
      const palette = createTheme(themeOptionsOf(scheme)).palette;
      const ratios = Object.fromEntries(KINDS.map((kind) => [kind, Math.round(contrastRatio(palette[kind].contrastText, palette[kind].main) * 100) / 100]));
      for (const kind of KINDS) expect(ratios[kind], `${kind} ${palette[kind].contrastText} on ${palette[kind].main}`).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }
});
