import { AA_TEXT, contrastRatio } from './contrast';
import { BUTTON_KINDS } from './schemes';
import type { ColorScheme } from './types';
import { colorOf } from './variables';

export interface ContrastProblem {
  text: string;
  background: string;
  ratio: number;
}

/** Text/background variable pairs every scheme must keep readable at WCAG AA (4.5:1). */
export function textPairs(): Array<[text: string, background: string]> {
  const pairs: Array<[string, string]> = [];
  for (const text of ['text-color', 'secondary-text-color']) for (const bg of ['content-background', 'page-background']) pairs.push([text, bg]);
  pairs.push(['header-text-color', 'header-background']);
  for (const kind of BUTTON_KINDS) for (const part of ['left', 'center', 'right']) pairs.push([`${kind}-button-text`, `${kind}-button-${part}`]);
  return pairs;
}

/** The pairs below AA; an empty list means every text of the scheme is readable. */
export function contrastProblems(scheme: ColorScheme): ContrastProblem[] {
  return textPairs().flatMap(([text, background]) => {
    const fg = colorOf(scheme, text);
    const bg = colorOf(scheme, background);
    if (!fg || !bg) return [];
    const ratio = contrastRatio(fg, bg);
    return ratio >= AA_TEXT ? [] : [{ text, background, ratio: Math.round(ratio * 100) / 100 }];
  });
}
