import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { defaultColorSchemes } from '../../domain/themes';
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

  it('guards every form against leaving with unsaved changes (R542, R543)', () => {
    expect(of('Green').components).toMatchObject({
      RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true } },
      RaTabbedForm: { defaultProps: { warnWhenUnsavedChanges: true } },
    });
  });

  it('paints contained buttons with the three-colour gradient (R491)', () => {
    const overrides = of('Red').components?.MuiButton?.styleOverrides as Record<string, { background: string }>;
    expect(overrides.containedPrimary!.background).toBe('linear-gradient(90deg, var(--primary-button-left), var(--primary-button-center), var(--primary-button-right))');
  });
});
