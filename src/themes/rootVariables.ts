import { cssVariables, type ColorScheme } from '../../domain/themes';

/** Sets the scheme's colours as CSS variables on the page root (R498), and names the scheme there. */
export function applyRootVariables(scheme: ColorScheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(cssVariables(scheme))) root.style.setProperty(name, value);
  root.dataset.colorScheme = scheme.name;
}
