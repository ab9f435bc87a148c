import { chartVariables, cssVariables, type ColorScheme } from '../../domain/themes';

/** Where the root remembers which variables the last scheme set, so a switch can take them away. */
const SET_VARIABLES = 'schemeVariables';

/**
 * Sets the scheme's colours and its chart palette as CSS variables on the page root (R498), names
 * the scheme there, and removes every variable the previous scheme set that this one has not
 * (Dark's `--purple` does not outlive a switch to Green).
 */
export function applyRootVariables(scheme: ColorScheme, root: HTMLElement = document.documentElement): void {
  const next = { ...cssVariables(scheme), ...chartVariables(scheme) };
  for (const name of (root.dataset[SET_VARIABLES] ?? '').split(' ')) if (name && !(name in next)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(next)) root.style.setProperty(name, value);
  root.dataset[SET_VARIABLES] = Object.keys(next).join(' ');
  root.dataset.colorScheme = scheme.name;
}
