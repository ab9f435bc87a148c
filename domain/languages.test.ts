import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES, isInterfaceLanguage, isLanguageCode, normalizeLanguageCode } from './languages';

describe('language codes (Languages dictionary system_name)', () => {
  it.each(['en', 'ru', 'fil', 'pt-br', 'es-419', 'zh-cn'])('accepts %s', (code) => {
    expect(isLanguageCode(code)).toBe(true);
  });
  it.each(['', 'e', 'engl', 'EN', 'pt-BR', 'pt_br', 'pt-', 'pt-b', 'pt-brr', 'es-41', 'en ', 'e1', 'zh-hans', 'en-us-x'])(
    'refuses %j',
    (code) => expect(isLanguageCode(code)).toBe(false),
  );
  it('refuses a non-string', () => expect(isLanguageCode(12)).toBe(false));
  it('normalises typed input to the stored form', () => {
    expect(normalizeLanguageCode(' PT_BR ')).toBe('pt-br');
    expect(isLanguageCode(normalizeLanguageCode('En'))).toBe(true);
  });
});

describe('interface languages', () => {
  it('are en and ru, en by default', () => {
    expect(INTERFACE_LANGUAGES).toEqual(['en', 'ru']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(isInterfaceLanguage('ru')).toBe(true);
    expect(isInterfaceLanguage('de')).toBe(false);
  });
});
