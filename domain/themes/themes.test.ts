import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, luminance } from './contrast';
import { contrastProblems } from './readability';
import { mergeColorSchemes, pickSchemeName, resolveColorScheme } from './precedence';
import { defaultColorSchemes } from './schemes';
import { COLOR_GROUPS, SCHEME_NAMES } from './types';
import { colorOf, cssVariables } from './variables';

const schemes = defaultColorSchemes();
const byName = (name: string) => schemes.find((s) => s.name === name)!;

describe('contrast math (WCAG 2.1)', () => {
  it('matches the reference values', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1, 5);
    expect(luminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(contrastRatio('#777777', '#ffffff'), 10);
  });
});

describe('shipped colour schemes', () => {
  it('are the nine of spec 2 §9, Purple Light the default (R485, R486)', () => {
    expect(schemes.map((s) => s.name)).toEqual([...SCHEME_NAMES]);
    expect(schemes.filter((s) => s.default_color_scheme).map((s) => s.name)).toEqual(['Purple Light']);
  });

  it('require Light, Purple Light and Dark only (R487)', () => {
    expect(schemes.filter((s) => s.required).map((s) => s.name).sort()).toEqual(['Dark', 'Light', 'Purple Light']);
  });

  it('have the schema name, color_scheme {otherColors, buttonColors, layoutColors}, default_color_scheme, required (R488, R489)', () => {
    for (const s of schemes) {
      expect(Object.keys(s).sort()).toEqual(['color_scheme', 'default_color_scheme', 'name', 'required']);
      expect(Object.keys(s.color_scheme).sort()).toEqual([...COLOR_GROUPS].sort());
      for (const group of COLOR_GROUPS)
        for (const e of s.color_scheme[group]) {
          expect(e.value).toMatch(/^#[0-9a-f]{6}$/);
          expect(Object.keys(e).every((k) => ['variable', 'value', 'tooltip'].includes(k))).toBe(true);
        }
    }
  });

  it('carry every variable of spec 2 §9 and three-colour button gradients (R490, R491)', () => {
    for (const s of schemes) {
      const vars = Object.keys(cssVariables(s));
      for (const v of ['primary', 'success', 'danger', 'warning', 'info', 'accent', 'grey-light', 'grey-lighter', 'grey-dark', 'white', 'disabled-color', 'content-background', 'page-background'])
        expect(vars).toContain(`--${v}`);
      for (const kind of ['primary', 'success', 'danger', 'warning'])
        for (const part of ['left', 'center', 'right']) expect(vars).toContain(`--${kind}-button-${part}`);
    }
  });

  it('use the spec values (R492–R495, R497), Light’s primary a shade darker to read as text', () => {
    expect(['primary', 'success', 'danger', 'warning'].map((v) => colorOf(byName('Light'), v))).toEqual(['#4d6dbb', '#29af61', '#f54662', '#ff9e35']);
    expect(['primary', 'success', 'danger', 'warning'].map((v) => colorOf(byName('Purple Light'), v))).toEqual(['#765a8a', '#3aa06b', '#c52b1a', '#ebb921']);
    expect(colorOf(byName('Purple Light'), 'content-background')).toBe('#ffffff');
    expect(luminance(colorOf(byName('Purple Light'), 'page-background')!)).toBeGreaterThan(0.8);
    expect([colorOf(byName('Dark'), 'content-background'), colorOf(byName('Dark'), 'page-background')]).toEqual(['#1a1d21', '#1d2229']);
    expect([colorOf(byName('Dark Grey'), 'content-background'), colorOf(byName('Dark Grey'), 'page-background')]).toEqual(['#223041', '#2f3e4d']);
  });

  it('give only Dark a purple variable (R496)', () => {
    expect(schemes.filter((s) => colorOf(s, 'purple')).map((s) => s.name)).toEqual(['Dark']);
  });

  it.each(SCHEME_NAMES)('%s: every text colour reads at WCAG AA on its background', (name) => {
    expect(contrastProblems(byName(name))).toEqual([]);
  });

  it('the check finds a scheme whose text is unreadable', () => {
    const [bad] = mergeColorSchemes([byName('Light')], [{ name: 'Light', color_scheme: { layoutColors: [{ variable: 'text-color', value: '#dddddd' }] } }]);
    expect(contrastProblems(bad!).map((p) => p.text)).toContain('text-color');
    expect(contrastProblems(bad!)[0]!.ratio).toBeLessThan(AA_TEXT);
  });
});

describe('precedence and merging (R499, R501)', () => {
  const names = [...SCHEME_NAMES];
  it('takes the local scheme first, then the white-label one, then Purple Light', () => {
    expect(pickSchemeName({ local: 'Dark', whiteLabel: 'Green' }, names)).toBe('Dark');
    expect(pickSchemeName({ local: null, whiteLabel: 'Green' }, names)).toBe('Green');
    expect(pickSchemeName({}, names)).toBe('Purple Light');
  });

  it('skips a source naming an unknown scheme', () => {
    expect(pickSchemeName({ local: 'Neon', whiteLabel: 'Brown' }, names)).toBe('Brown');
    expect(pickSchemeName({ local: 'Neon', whiteLabel: 'Sepia' }, names)).toBe('Purple Light');
    expect(resolveColorScheme(schemes, { local: 'Dark' }).name).toBe('Dark');
  });

  it('merges a partial stored scheme over the defaults, ignoring bad values', () => {
    const merged = mergeColorSchemes(schemes, [
      { name: 'Dark', color_scheme: { otherColors: [{ variable: 'primary', value: '#123456' }, { variable: 'success', value: 'red' }, { variable: 'nope', value: '#000000' }] } },
    ]);
    const dark = merged.find((s) => s.name === 'Dark')!;
    expect(colorOf(dark, 'primary')).toBe('#123456');
    expect(colorOf(dark, 'success')).toBe(colorOf(byName('Dark'), 'success'));
    expect(colorOf(dark, 'nope')).toBeUndefined();
    expect(dark.color_scheme.otherColors.find((e) => e.variable === 'primary')!.tooltip).toBeTruthy();
    expect(merged.find((s) => s.name === 'Light')).toEqual(byName('Light'));
  });
});
