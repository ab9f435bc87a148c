import { AA_TEXT, contrastRatio, luminance, mix } from './contrast';

export interface ButtonGradient {
  left: string;
  center: string;
  right: string;
  text: string;
}

const minContrast = (text: string, stops: readonly string[]) => Math.min(...stops.map((s) => contrastRatio(text, s)));

/**
 * A three-colour gradient (left lighter, centre, right darker) around a base colour, with a text
 * colour that meets WCAG AA on all three stops: bright bases (yellow, orange) keep black text,
 * others are darkened step by step until white text reads.
 */
export function buttonGradient(base: string): ButtonGradient {
  if (luminance(base) > 0.35) {
    const stops = { left: mix(base, '#ffffff', 0.15), center: base, right: mix(base, '#000000', 0.06) };
    if (minContrast('#000000', Object.values(stops)) >= AA_TEXT) return { ...stops, text: '#000000' };
  }
  for (let darken = 0; darken <= 0.8; darken += 0.04) {
    const center = mix(base, '#000000', darken);
    const stops = { left: mix(center, '#ffffff', 0.1), center, right: mix(center, '#000000', 0.12) };
    if (minContrast('#ffffff', Object.values(stops)) >= AA_TEXT) return { ...stops, text: '#ffffff' };
  }
  return { left: '#333333', center: '#222222', right: '#111111', text: '#ffffff' };
}
