import { describe, expect, it } from 'vitest';
import { defineEnum } from './define-enum';

const Sample = defineEnum(
  [
    { value: -1, key: 'Off', label: { en: 'Off', ru: 'Выключено' }, style: 'danger' },
    { value: 1, key: 'On', label: { en: 'On', ru: 'Включено' }, style: 'success' },
    { value: 2, key: 'Unstyled', label: { en: 'Unstyled', ru: 'Без стиля' } },
  ],
  { fallbackStyle: 'warning' },
);

describe('defineEnum', () => {
  it('exposes named constants and the values in order', () => {
    expect(Sample.Off).toBe(-1);
    expect(Sample.On).toBe(1);
    expect(Sample.values).toEqual([-1, 1, 2]);
  });

  it('looks values up strictly', () => {
    expect(Sample.byValue(1)?.key).toBe('On');
    expect(Sample.byValue('1')).toBeUndefined();
    expect(Sample.is(-1)).toBe(true);
    expect(Sample.is('-1')).toBe(false);
    expect(Sample.is(3)).toBe(false);
  });

  it('labels in English by default and in Russian on request', () => {
    expect(Sample.label(1)).toBe('On');
    expect(Sample.label(1, 'ru')).toBe('Включено');
  });

  it('shows an unknown value as itself and an absent one as empty', () => {
    expect(Sample.label(42)).toBe('42');
    expect(Sample.label(null)).toBe('');
    expect(Sample.label(undefined)).toBe('');
  });

  it('gives item styles, then the fallback style', () => {
    expect(Sample.style(-1)).toBe('danger');
    expect(Sample.style(1)).toBe('success');
    expect(Sample.style(2)).toBe('warning');
    expect(Sample.style(99)).toBe('warning');
    const NoFallback = defineEnum([{ value: 'a', key: 'A', label: { en: 'A', ru: 'А' } }]);
    expect(NoFallback.style('a')).toBeUndefined();
    expect(NoFallback.style('zzz')).toBeUndefined();
  });

  it('builds select options as { id, name }', () => {
    expect(Sample.options()).toEqual([
      { id: -1, name: 'Off' },
      { id: 1, name: 'On' },
      { id: 2, name: 'Unstyled' },
    ]);
    expect(Sample.options('ru').map((o) => o.name)).toEqual(['Выключено', 'Включено', 'Без стиля']);
  });

  it('refuses duplicate values and keys', () => {
    const label = { en: 'x', ru: 'х' };
    expect(() =>
      defineEnum([
        { value: 1, key: 'A', label },
        { value: 1, key: 'B', label },
      ]),
    ).toThrow(/duplicate/);
    expect(() =>
      defineEnum([
        { value: 1, key: 'A', label },
        { value: 2, key: 'A', label },
      ]),
    ).toThrow(/duplicate/);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(Sample)).toBe(true);
    expect(Object.isFrozen(Sample.values)).toBe(true);
  });
});
