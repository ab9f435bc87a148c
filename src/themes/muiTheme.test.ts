import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, defaultColorSchemes } from '../../domain/themes';
import { themeOptionsOf, TOOLTIP_DELAYS } from './muiTheme';

const schemes = defaultColorSchemes();
const of = (name: string) => themeOptionsOf(schemes.find((s) => s.name === name)!);

describe('MUI theme of a scheme', () => {
  it('sets the tooltip delays of spec 1 §9: show 500, hide 500, touch hide 5000 ms (R84–R86)', () => {
    expect(TOOLTIP_DELAYS).toEqual({ enterDelay: 500, leaveDelay: 500, leaveTouchDelay: 5000 });
    expect(of('Light').components?.MuiTooltip?.defaultProps).toEqual(TOOLTIP_DELAYS);
  });

  it('carries the scheme’s colours, dark mode for the dark schemes', () => {
    const dark = createTheme(of('Dark'));
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background).toMatchObject({ default: '#1d2229', paper: '#1a1d21' });
    const purple = createTheme(of('Purple Light'));
    expect(purple.palette.mode).toBe('light');
    expect([purple.palette.primary.main, purple.palette.success.main, purple.palette.error.main, purple.palette.warning.main]).toEqual(['#765a8a', '#3aa06b', '#c52b1a', '#ebb921']);
  });

  it('guards every form against leaving with unsaved changes (R542, R543), and leaves validation messages to us (no browser bubble)', () => {
    expect(of('Green').components).toMatchObject({
      RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true, noValidate: true } },
      RaTabbedForm: { defaultProps: { warnWhenUnsavedChanges: true, noValidate: true } },
    });
  });

  it('paints contained buttons with the three-colour gradient (R491)', () => {
    const overrides = of('Red').components?.MuiButton?.styleOverrides as Record<string, { background: string }>;
    expect(overrides.containedPrimary!.background).toBe('linear-gradient(90deg, var(--primary-button-left), var(--primary-button-center), var(--primary-button-right))');
  });

  it('keeps every coloured button label at 4.5:1 on the form toolbar and on the content, in every scheme', () => {
    for (const scheme of schemes) {
      const theme = themeOptionsOf(scheme);
      const toolbar = (theme.components?.RaToolbar?.styleOverrides as { root: { backgroundColor: string } }).root.backgroundColor;
      const buttons = theme.components?.MuiButton?.styleOverrides as Record<string, { color: string }>;
      for (const name of ['textError', 'textPrimary', 'outlinedError', 'textSuccess']) {
        for (const background of [toolbar, (theme.palette?.background as { paper: string }).paper]) {
          expect(contrastRatio(buttons[name]!.color, background), `${scheme.name} ${name} on ${background}`).toBeGreaterThanOrEqual(AA_TEXT);
        }
      }
    }
  });

  it('keeps the bar over selected rows and its buttons at 4.5:1, in every scheme', () => {
    for (const scheme of schemes) {
      const root = (themeOptionsOf(scheme).components?.RaBulkActionsToolbar?.styleOverrides as { root: Record<string, { backgroundColor?: string; color: string }> }).root;
      const bar = root['& .RaBulkActionsToolbar-toolbar']!;
      expect(contrastRatio(bar.color, bar.backgroundColor!), `${scheme.name} bulk bar text`).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(root['& .RaBulkActionsToolbar-toolbar .MuiButton-textPrimary']!.color, bar.backgroundColor!), `${scheme.name} bulk bar buttons`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
  it('writes react-admin’s loading page and empty list at 4.5:1 on the page, in every scheme (a slow connection reads them)', () => {
    for (const scheme of schemes) {
      const theme = themeOptionsOf(scheme);
      const page = (theme.palette?.background as { default: string }).default;
      const loading = (theme.components?.RaLoading?.styleOverrides as { root: Record<string, { color: string }> }).root['& .RaLoading-message']!;
      const empty = (theme.components?.RaEmpty?.styleOverrides as { root: Record<string, { color: string }> }).root['& .RaEmpty-message']!;
      expect(contrastRatio(loading.color, page), `${scheme.name} loading`).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(empty.color, page), `${scheme.name} empty`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
