// Messages of the theme page, referenced by one line in each catalogue (src/i18n/enScreens.ts,
// ru.ts); the English of its user-menu entry is ./menuMessages.ts, in the first view.
// Scheme names stay as shipped (they are the API's names).
import type { themeMenuMessages } from './menuMessages';

const en = {
  themes: {
    title: 'Colour theme',
    pick: 'Your colour scheme',
    required: 'required',
    default: 'default',
    applied: 'Colour scheme changed to %{name}.',
    edit_title: 'Edit the %{name} scheme',
    edit_which: 'Scheme to edit',
    edit_hint: 'Changes apply to every user of this scheme after saving.',
    groups: {
      otherColors: 'Colours',
      buttonColors: 'Buttons',
      layoutColors: 'Layout',
    },
    button_kind: '%{kind} button',
    preview: 'Preview',
    save: 'Save scheme',
    reset: 'Undo changes',
    saved: 'The %{name} scheme was saved.',
    contrast_warning: '%{text} on %{background}: contrast %{ratio}:1 (at least %{needed}:1 needed, WCAG AA).',
    primary_ratios: 'The primary colour as text (links, outlined buttons, the selected menu entry)',
    primary_ratio: 'on %{background}: %{ratio}:1 — %{verdict} (at least %{needed}:1)',
    ratio_passes: 'readable',
    ratio_fails: 'too faint',
    contrast_explained: 'The server refuses this scheme: a colour below WCAG AA vanishes where the interface draws it. Pick a darker shade on a light background or a lighter one on a dark background.',
    view_only: 'View-only mode: your choice stays in this browser.',
  },
};

/** `themes.*` whole: the theme page's labels and the user menu's entry (./menuMessages.ts). */
export type ThemeMessages = typeof en & typeof themeMenuMessages.en;

export const themeMessages = { en };
