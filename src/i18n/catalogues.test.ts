import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import enFirstView from './enFirstView';
import { wholeCatalogue } from './i18nProvider';

// the whole catalogues as the app loads them: its own part and every manifest's messages
const en = await wholeCatalogue('en');
const ru = await wholeCatalogue('ru');

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('message catalogues', () => {
  it('ru has exactly the keys of en (R87)', () => {
    expect(keysOf(ru).sort()).toEqual(keysOf(en).sort());
  });

  it('en carries every react-admin key, and ru translates them all', () => {
    const raKeys = keysOf(englishMessages);
    expect(keysOf(en)).toEqual(expect.arrayContaining(raKeys));
    const untranslated = raKeys.filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ru);
      const original = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], englishMessages);
      // strings made of placeholders only ('%{name}') have nothing to translate
      return value === original && /[a-z]{3}/i.test(String(original).replace(/%\{\w+\}/g, ''));
    });
    expect(untranslated).toEqual([]);
  });

  it('names every resource in the first view, whose menu shows them all', () => {
    expect(Object.keys(enFirstView.resources).sort()).toEqual(Object.keys(en.resources).sort());
  });

  it('has the keys the http client notifies with', () => {
    for (const messages of [en, ru]) {
      expect(messages.app.errors.access_denied).toBeTruthy();
      expect(messages.app.errors.internal).toBeTruthy();
      expect(messages.app.errors.timeout).toBeTruthy();
    }
  });
});
