import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { AA_TEXT, colorOf, luminance, type ColorScheme } from '../../domain/themes';

/** Tooltip timings of spec 1 §9 (R84–R86). */
export const TOOLTIP_DELAYS = { enterDelay: 500, leaveDelay: 500, leaveTouchDelay: 5000 } as const;

const gradient = (kind: string) => `linear-gradient(90deg, var(--${kind}-button-left), var(--${kind}-button-center), var(--${kind}-button-right))`;

const containedButton = (kind: string) => ({
  background: gradient(kind),
  color: `var(--${kind}-button-text)`,
  '&:hover': { background: gradient(kind), filter: 'brightness(0.94)' },
});

/**
 * The MUI theme of a scheme, so react-admin's own components follow it. Colours come from the
 * scheme values (MUI needs real colours to derive hover and contrast shades); gradients and the
 * app bar read the CSS variables set on the page root.
 */
export function themeOptionsOf(scheme: ColorScheme): RaThemeOptions {
  const color = (variable: string) => colorOf(scheme, variable) ?? '#000000';
  const dark = luminance(color('content-background')) < 0.2;
  return {
    ...defaultTheme,
    palette: {
      mode: dark ? 'dark' : 'light',
      // MUI picks black or white text on coloured surfaces at this ratio: WCAG AA
      contrastThreshold: AA_TEXT,
      primary: { main: color('primary') },
      secondary: { main: color('accent') },
      success: { main: color('success') },
      error: { main: color('danger') },
      warning: { main: color('warning') },
      info: { main: color('info') },
      background: { default: color('page-background'), paper: color('content-background') },
      text: { primary: color('text-color'), secondary: color('secondary-text-color'), disabled: color('disabled-color') },
      divider: color('border-color'),
    },
    components: {
      ...defaultTheme.components,
      MuiTooltip: { defaultProps: TOOLTIP_DELAYS },
      // the unsaved-data guard on every form: in-app navigation asks, and so does closing the window (R542, R543)
      RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true } },
      RaTabbedForm: { defaultProps: { warnWhenUnsavedChanges: true } },
      MuiAppBar: { styleOverrides: { root: { background: 'var(--header-background)', color: 'var(--header-text-color)' } } },
      MuiButton: {
        styleOverrides: {
          containedPrimary: containedButton('primary'),
          containedSuccess: containedButton('success'),
          containedError: containedButton('danger'),
          containedWarning: containedButton('warning'),
        },
      },
    },
  };
}
