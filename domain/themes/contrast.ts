// WCAG 2.1 relative luminance and contrast ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).

export const AA_TEXT = 4.5;
/** WCAG AA for large text and graphics (borders, icons, chart lines). */
export const AA_GRAPHICS = 3;

const HEX = /^#([0-9a-f]{6})$/i;

export const isHexColor = (value: string): boolean => HEX.test(value);

export function hexToRgb(hex: string): [number, number, number] {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes a colour towards another: weight 0 keeps `hex`, 1 gives `towards`. */
export function mix(hex: string, towards: string, weight: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(towards);
  return `#${a.map((c, i) => Math.round(c + (b[i]! - c) * weight).toString(16).padStart(2, '0')).join('')}`;
}

/** Black or white, whichever reads better on every one of the backgrounds. */
export function readableOn(backgrounds: readonly string[]): string {
  const worst = (text: string) => Math.min(...backgrounds.map((bg) => contrastRatio(text, bg)));
  return worst('#ffffff') >= worst('#000000') ? '#ffffff' : '#000000';
}

/**
 * The colour itself when it reads at `ratio` on the background, else the closest shade of it
 * (mixed towards black on a light background, towards white on a dark one) that does: coloured
 * text such as an outlined button's label keeps its hue and stays legible.
 */
export function legibleOn(hex: string, background: string, ratio = AA_TEXT): string {
  const towards = luminance(background) > 0.18 ? '#000000' : '#ffffff';
  for (let weight = 0; weight <= 1; weight += 0.05) {
    const shade = mix(hex, towards, weight);
    if (contrastRatio(shade, background) >= ratio) return shade;
  }
  return towards;
}
