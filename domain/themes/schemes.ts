import { buttonGradient } from './buttonGradient';
import { BUTTON_PART_TOOLTIPS, VARIABLE_TOOLTIPS } from './tooltips';
import type { ColorEntry, ColorScheme, SchemeName } from './types';
import { DEFAULT_SCHEME_NAME } from './types';

/** The colours a scheme is written with; everything else (buttons, tooltips) is derived. */
interface SchemeSource {
  primary: string;
  success: string;
  danger: string;
  warning: string;
  info: string;
  accent: string;
  /** only Dark has one (spec 2 §9) */
  purple?: string;
  dark: boolean;
  content: string;
  page: string;
  header: string;
  headerText: string;
  text: string;
  secondaryText: string;
  border: string;
}

export const BUTTON_KINDS = ['primary', 'success', 'danger', 'warning'] as const;
export const BUTTON_PARTS = ['left', 'center', 'right', 'text'] as const;

const entry = (variable: string, value: string, tooltip = VARIABLE_TOOLTIPS[variable]): ColorEntry => (tooltip ? { variable, value, tooltip } : { variable, value });

function scheme(name: SchemeName, s: SchemeSource, required: boolean): ColorScheme {
  const greys = s.dark
    ? { light: '#5a626d', lighter: '#3a4049', darkGrey: '#c2c8d0', disabled: '#7b838e' }
    : { light: '#c9ccd3', lighter: '#eceef2', darkGrey: '#5f6672', disabled: '#9ea3ab' };
  const otherColors = [
    entry('primary', s.primary),
    entry('success', s.success),
    entry('danger', s.danger),
    entry('warning', s.warning),
    entry('info', s.info),
    entry('accent', s.accent),
    entry('grey-light', greys.light),
    entry('grey-lighter', greys.lighter),
    entry('grey-dark', greys.darkGrey),
    entry('white', '#ffffff'),
    ...(s.purple ? [entry('purple', s.purple)] : []),
    entry('disabled-color', greys.disabled),
  ];
  const buttonColors = BUTTON_KINDS.flatMap((kind) => {
    const gradient = buttonGradient(s[kind]);
    return BUTTON_PARTS.map((part) => entry(`${kind}-button-${part}`, gradient[part], BUTTON_PART_TOOLTIPS[part]));
  });
  const layoutColors = [
    entry('content-background', s.content),
    entry('page-background', s.page),
    entry('header-background', s.header),
    entry('header-text-color', s.headerText),
    entry('text-color', s.text),
    entry('secondary-text-color', s.secondaryText),
    entry('border-color', s.border),
  ];
  return { name, color_scheme: { otherColors, buttonColors, layoutColors }, default_color_scheme: name === DEFAULT_SCHEME_NAME, required };
}

/**
 * The nine shipped schemes (spec 2 §9); spec values where given, AA-readable choices elsewhere. The
 * primaries of Light (spec #577cd5), Dark Grey and Dark Red are a shade darker or lighter than first
 * written so they read at 4.5:1 as text on their backgrounds (docs/decisions.md, primary contrast).
 */
export function defaultColorSchemes(): ColorScheme[] {
  return [
    scheme('Light', { primary: '#4d6dbb', success: '#29af61', danger: '#f54662', warning: '#ff9e35', info: '#3a9fd8', accent: '#8e6bd9', dark: false, content: '#ffffff', page: '#f5f7fa', header: '#ffffff', headerText: '#1f2937', text: '#1f2937', secondaryText: '#596273', border: '#e2e6ec' }, true),
    scheme('Standard', { primary: '#3f51b5', success: '#2e7d32', danger: '#d32f2f', warning: '#ed6c02', info: '#0288d1', accent: '#9c27b0', dark: false, content: '#ffffff', page: '#f5f5f5', header: '#3f51b5', headerText: '#ffffff', text: '#212121', secondaryText: '#616161', border: '#e0e0e0' }, false),
    scheme('Dark', { primary: '#5b8def', success: '#3fb37f', danger: '#ef5350', warning: '#f0a93b', info: '#4fb3e8', accent: '#d17ce8', purple: '#9575cd', dark: true, content: '#1a1d21', page: '#1d2229', header: '#121417', headerText: '#e4e6eb', text: '#e4e6eb', secondaryText: '#a8afb9', border: '#2e343c' }, true),
    scheme('Dark Grey', { primary: '#70aee0', success: '#4caf7d', danger: '#e35d5d', warning: '#e8a33d', info: '#5bc0de', accent: '#b48ee0', dark: true, content: '#223041', page: '#2f3e4d', header: '#1a2533', headerText: '#e8edf2', text: '#e8edf2', secondaryText: '#b4c0cc', border: '#3b4b5c' }, false),
    scheme('Dark Red', { primary: '#dd6461', success: '#4caf7d', danger: '#ff6b6b', warning: '#f0ad4e', info: '#5bc0de', accent: '#e68a9a', dark: true, content: '#2b1d20', page: '#23171a', header: '#3a1f24', headerText: '#f2e6e7', text: '#f2e6e7', secondaryText: '#c9b3b6', border: '#4a3034' }, false),
    scheme('Red', { primary: '#c62828', success: '#2e7d32', danger: '#b71c1c', warning: '#ef8f00', info: '#1976d2', accent: '#ad1457', dark: false, content: '#ffffff', page: '#fbf3f3', header: '#c62828', headerText: '#ffffff', text: '#2a1f1f', secondaryText: '#6b5555', border: '#ecdcdc' }, false),
    scheme('Green', { primary: '#2e7d32', success: '#388e3c', danger: '#c62828', warning: '#f9a825', info: '#0277bd', accent: '#00897b', dark: false, content: '#ffffff', page: '#f1f7f1', header: '#2e7d32', headerText: '#ffffff', text: '#1e2a1f', secondaryText: '#55655a', border: '#dbe7db' }, false),
    scheme('Brown', { primary: '#795548', success: '#558b2f', danger: '#c62828', warning: '#f9a825', info: '#0277bd', accent: '#bf7a30', dark: false, content: '#fffdfa', page: '#f5efe9', header: '#5d4037', headerText: '#ffffff', text: '#2e241f', secondaryText: '#6a5a52', border: '#e6dcd3' }, false),
    scheme('Purple Light', { primary: '#765a8a', success: '#3aa06b', danger: '#c52b1a', warning: '#ebb921', info: '#2f80c0', accent: '#e0783a', dark: false, content: '#ffffff', page: '#f4f3f7', header: '#765a8a', headerText: '#ffffff', text: '#2d2838', secondaryText: '#5e5869', border: '#dcd8e2' }, true),
  ];
}
