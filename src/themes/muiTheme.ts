import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { a11yComponentDefaults } from './a11yDefaults';
import { AA_TEXT, colorOf, legibleOn, luminance, mix, readableOn, type ColorScheme } from '../../domain/themes';

/** Tooltip timings of spec 1 §9 (R84–R86). */
export const TOOLTIP_DELAYS = { enterDelay: 500, leaveDelay: 500, leaveTouchDelay: 5000 } as const;

const gradient = (kind: string) => `linear-gradient(90deg, var(--${kind}-button-left), var(--${kind}-button-center), var(--${kind}-button-right))`;

const containedButton = (kind: string) => ({
  background: gradient(kind),
  color: `var(--${kind}-button-text)`,
  '&:hover': { background: gradient(kind), filter: 'brightness(0.94)' },
});

/** outlinedX and textX overrides whose label colour reads on the background. */
function lineButtons(background: string, colors: Record<string, string>) {
  const out: Record<string, { color: string }> = {};
  for (const [name, value] of Object.entries(colors)) {
    const legible = { color: legibleOn(value, background) };
    out[`outlined${name}`] = legible;
    out[`text${name}`] = legible;
  }
  return out;
}

/**
 * The MUI theme of a scheme, so react-admin's own components follow it. Colours come from the
 * scheme values (MUI needs real colours to derive hover and contrast shades); gradients and the
 * app bar read the CSS variables set on the page root.
 */
export function themeOptionsOf(scheme: ColorScheme): RaThemeOptions {
  const color = (variable: string) => colorOf(scheme, variable) ?? '#000000';
  const dark = luminance(color('content-background')) < 0.2;
  // form toolbars sit on a tint of the content background (react-admin's own default is a fixed grey
  // that a scheme's danger colour may not read on); coloured labels are made legible on the tint,
  // which leaves them legible on the plain content background too
  const toolbar = mix(color('content-background'), dark ? '#ffffff' : '#000000', 0.05);
  // the bar over selected rows, tinted from the primary as react-admin draws it
  const bulkBar = mix(color('content-background'), color('primary'), dark ? 0.3 : 0.15);
  const bulkText = legibleOn(color('primary'), bulkBar);
  return {
    ...defaultTheme,
    palette: {
      mode: dark ? 'dark' : 'light',
      // MUI picks black or white text on coloured surfaces at this ratio: WCAG AA
      contrastThreshold: AA_TEXT,
      primary: { main: color('primary') },
      secondary: { main: color('accent') },
      // filled chips, deltas and badges: pure black or white on the colour, whichever is readable
      // (one of them always reaches 4.5:1; MUI's own pick is 87 % black, which can fall short)
      success: { main: color('success'), contrastText: readableOn([color('success')]) },
      error: { main: color('danger'), contrastText: readableOn([color('danger')]) },
      warning: { main: color('warning'), contrastText: readableOn([color('warning')]) },
      info: { main: color('info'), contrastText: readableOn([color('info')]) },
      background: { default: color('page-background'), paper: color('content-background') },
      text: { primary: color('text-color'), secondary: color('secondary-text-color'), disabled: color('disabled-color') },
      divider: color('border-color'),
    },
    components: {
      ...defaultTheme.components,
      ...a11yComponentDefaults,
      MuiTooltip: { defaultProps: TOOLTIP_DELAYS },
      // a select's focus is on its own box, whose input style turns the outline off: ring it as every other control (the dashboard's period)
      MuiSelect: { styleOverrides: { select: { '&&:focus-visible': { outline: '2px solid var(--primary, currentColor)', outlineOffset: '2px' } } } },
      // prefers-reduced-motion turns transitions and animations off (WCAG 2.3.3); a fading tooltip
      // is also never caught half-transparent
      MuiCssBaseline: {
        styleOverrides: {
          // every control reached by keyboard shows a ring, whatever its ripple or variant (WCAG 2.4.7)
          '.Mui-focusVisible, :focus-visible': { outline: '2px solid var(--primary, currentColor)', outlineOffset: '2px' },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { transitionDuration: '0s !important', animationDuration: '0s !important', transitionDelay: '0s !important' },
          },
        },
      },
      // the unsaved-data guard on every form: in-app navigation asks, and so does closing the window (R542, R543);
      // noValidate: our validators and the server's 422 say what is wrong, in the interface's language,
      // rather than the browser's bubble for a number input's min, max or step (react-admin leaves it on)
      RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true, noValidate: true } },
      RaTabbedForm: { defaultProps: { warnWhenUnsavedChanges: true, noValidate: true } },
      // a focused field's label is drawn in the primary on the filled input's tint (6 % black, 9 % white
      // on dark schemes), a shade darker than the content background: keep it at 4.5:1 there too
      MuiFormLabel: {
        styleOverrides: {
          root: { '&.Mui-focused': { color: legibleOn(color('primary'), mix(color('content-background'), dark ? '#ffffff' : '#000000', dark ? 0.09 : 0.06)) } },
        },
      },
      MuiAppBar: { styleOverrides: { root: { background: 'var(--header-background)', color: 'var(--header-text-color)' } } },
      MuiButton: {
        styleOverrides: {
          containedPrimary: containedButton('primary'),
          containedSuccess: containedButton('success'),
          containedError: containedButton('danger'),
          containedWarning: containedButton('warning'),
          // a coloured label on the page (outlined and text buttons) keeps its hue at 4.5:1
          ...lineButtons(toolbar, { Primary: color('primary'), Secondary: color('accent'), Success: color('success'), Error: color('danger'), Warning: color('warning'), Info: color('info') }),
        },
      },
      RaToolbar: { styleOverrides: { root: { backgroundColor: toolbar } } },
      // the bar over selected rows: react-admin tints it from the primary and writes the primary on
      // it (4.42:1 under Purple Light's buttons); the same tint, its text and buttons kept at 4.5:1
      RaBulkActionsToolbar: {
        styleOverrides: {
          root: {
            '& .RaBulkActionsToolbar-toolbar': { backgroundColor: bulkBar, color: bulkText },
            '& .RaBulkActionsToolbar-toolbar .MuiButton-textPrimary': { color: bulkText },
          },
        },
      },
      // react-admin's empty-list page prints its message at half opacity, under 3:1 on light schemes
      RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: color('secondary-text-color') } } } },
      // its loading page writes in the disabled grey (2.3:1 on Purple Light's page): a slow connection reads it too
      RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: color('secondary-text-color') } } } },
    },
  };
}
