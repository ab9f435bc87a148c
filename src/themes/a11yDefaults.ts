import type { RaThemeOptions } from 'react-admin';

/** The id of the hidden text that names every spinner (rendered once by the app header). */
export const LOADING_LABEL_ID = 'app-loading-label';

type CheckboxOwnerState = { 'aria-label'?: string; inputProps?: Record<string, unknown> };

/**
 * Theme defaults that fix names react-admin gets wrong, for every screen at once:
 * - react-admin's Datagrid gives its row checkboxes `aria-label` as a prop, which MUI puts on the
 *   wrapping span (no role, so no name for the real checkbox). The name moves to the input.
 * - react-admin's loading spinner has no name; it points at the header's translated "Loading".
 * - nor has the bar react-admin draws in place of a field whose record is still loading after a
 *   second (a reference field on a slow answer): the same name.
 */
// typed as the theme options take them (react-admin's), not as MUI's Components<Theme>: relating one
// to the other where the theme spreads these took the type check 23 s
export const a11yComponentDefaults: RaThemeOptions['components'] = {
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (ownerState: CheckboxOwnerState) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
        input: (ownerState: CheckboxOwnerState) => ({
          ...ownerState.inputProps,
          'aria-label': (ownerState.inputProps?.['aria-label'] as string | undefined) ?? ownerState['aria-label'],
        }),
      },
    },
  },
  MuiCircularProgress: { defaultProps: { 'aria-labelledby': LOADING_LABEL_ID } },
  RaLinearProgress: { defaultProps: { 'aria-labelledby': LOADING_LABEL_ID } },
};
