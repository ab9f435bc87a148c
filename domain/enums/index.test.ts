import { describe, expect, it } from 'vitest';
import * as enums from './index';

interface Labelled {
  items: readonly { key: string; value: unknown; label: { en: string; ru: string } }[];
  options: unknown;
}

const all = Object.entries(enums as Record<string, unknown>).filter(
  (entry): entry is [string, Labelled] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'items' in entry[1] && 'options' in entry[1],
);

// Terms the Russian interface also writes in Latin letters: acronyms, brands, HTTP methods.
const SAME_IN_RUSSIAN = /^(?:[A-Z0-9 ()-]+|iFrame|JavaScript|Bing|Facebook|Google Ads|YouTube|Twitter|TikTok|LeadDistBroker|Leverate|API \(LDS\))$/;

describe('enum barrel', () => {
  it('exports every enum', () => {
    expect(all.length).toBeGreaterThanOrEqual(70);
  });

  it.each(all)('%s has a real Russian label for every item', (_name, e) => {
    for (const item of e.items) {
      expect(item.label.en.trim(), item.key).not.toBe('');
      expect(item.label.ru.trim(), item.key).not.toBe('');
      if (!/[А-Яа-яЁё]/.test(item.label.ru)) expect(item.label.ru, `${item.key} untranslated`).toMatch(SAME_IN_RUSSIAN);
    }
  });
});
