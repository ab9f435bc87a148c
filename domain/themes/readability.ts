import { AA_TEXT, contrastRatio } from './contrast';
import { BUTTON_KINDS } from './schemes';
import type { ColorScheme } from './types';
import { colorOf } from './variables';

export interface ContrastProblem {
  text: string;
  background: string;
  ratio: number;
  /** the WCAG AA ratio this pair must reach */
  needed: number;
}

/** Text/background variable pairs every scheme must keep readable at WCAG AA (4.5:1). */
export function textPairs(): Array<[text: string, background: string]> {
  const pairs: Array<[string, string]> = [];
  for (const text of ['text-color', 'secondary-text-color']) for (const bg of ['content-background', 'page-background']) pairs.push([text, bg]);
  pairs.push(['header-text-color', 'header-background']);
  for (const kind of BUTTON_KINDS) for (const part of ['left', 'center', 'right']) pairs.push([`${kind}-button-text`, `${kind}-button-${part}`]);
  return pairs;
}

/**
 * Where the interface draws the primary colour straight on the scheme's backgrounds as text: links,
 * outlined and text buttons, the selected menu entry, focus rings and chart lines. These must reach
 * AA for text (4.5:1), which covers graphics (3:1) too: an admin cannot pick a primary that vanishes
 * there. Faces filled with the primary carry the button text checked by `textPairs`, or black or
 * white whichever reads (the MUI theme), so they need no pair of their own.
 */
export function primaryPairs(): Array<[text: string, background: string]> {
  return [
    ['primary', 'content-background'],
    ['primary', 'page-background'],
  ];
}

const problemsOf = (scheme: ColorScheme, pairs: Array<[string, string]>, needed: number): ContrastProblem[] =>
  pairs.flatMap(([text, background]) => {
    const fg = colorOf(scheme, text);
    const bg = colorOf(scheme, background);
    if (!fg || !bg) return [];
    const ratio = contrastRatio(fg, bg);
    return ratio >= needed ? [] : [{ text, background, ratio: Math.round(ratio * 100) / 100, needed }];
  });

/** The primary colour's ratio on each background it is drawn on, passing or not (the editor shows them live). */
export function primaryContrast(scheme: ColorScheme): Array<ContrastProblem & { passes: boolean }> {
  return primaryPairs().flatMap(([text, background]) => {
    const fg = colorOf(scheme, text);
    const bg = colorOf(scheme, background);
    if (!fg || !bg) return [];
    const ratio = Math.round(contrastRatio(fg, bg) * 100) / 100;
    return [{ text, background, ratio, needed: AA_TEXT, passes: contrastRatio(fg, bg) >= AA_TEXT }];
  });
}

/** The pairs below AA; an empty list means every text and the primary colour of the scheme read. */
export function contrastProblems(scheme: ColorScheme): ContrastProblem[] {
  return [...problemsOf(scheme, textPairs(), AA_TEXT), ...problemsOf(scheme, primaryPairs(), AA_TEXT)];
}
