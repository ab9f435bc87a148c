import { AA_GRAPHICS, AA_TEXT, contrastRatio } from './contrast';
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
 * Where the interface draws the primary colour straight on the scheme's backgrounds: links,
 * outlined and text buttons, the selected menu entry, focus rings and chart lines. These must reach
 * AA for large text and graphics (3:1); an admin can no longer pick a primary that vanishes there.
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

/** The pairs below AA; an empty list means every text and the primary colour of the scheme read. */
export function contrastProblems(scheme: ColorScheme): ContrastProblem[] {
  return [...problemsOf(scheme, textPairs(), AA_TEXT), ...problemsOf(scheme, primaryPairs(), AA_GRAPHICS)];
}
