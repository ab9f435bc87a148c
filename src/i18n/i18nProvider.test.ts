import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider, loadI18nProvider, wholeCatalogue } from './i18nProvider';

// the whole English catalogue as the app loads it: its own part and every manifest's messages
const en = await wholeCatalogue('en');
import { readStoredLocale } from '../../providers/i18nProvider';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: vi.fn((key: string) => values.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
    values,
  };
}

describe('readStoredLocale (R88)', () => {
  it("uses the stored 'language', else en", () => {
    expect(readStoredLocale(memoryStorage({ language: 'ru' }))).toBe('ru');
    expect(readStoredLocale(memoryStorage({ language: 'de' }))).toBe('en');
    expect(readStoredLocale(memoryStorage())).toBe('en');
    expect(readStoredLocale(null)).toBe('en');
    expect(readStoredLocale({ getItem: () => { throw new Error('blocked'); }, setItem: () => undefined })).toBe('en');
  });
});

describe('createI18nProvider', () => {
  it('translates, interpolates and offers en and ru (R87)', () => {
    const i18n = createI18nProvider('en', { storage: null });
    expect(i18n.translate('app.errors.access_denied')).toBe(en.app.errors.access_denied);
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'ru', name: 'Русский' },
    ]);
  });

  it('shows a missing key as the key itself (R90), unless a default is given', () => {
    const i18n = createI18nProvider('en', { storage: null });
    expect(i18n.translate('app.nothing.here')).toBe('app.nothing.here');
    expect(i18n.translate('Not signed in.')).toBe('Not signed in.');
    expect(i18n.translate('app.nothing.here', { _: 'Fallback' })).toBe('Fallback');
  });

  it('starts in the stored language when its catalogue is at hand', () => {
    const ruLike = { ...en, ra: { ...en.ra, action: { ...en.ra.action, save: 'Сохранить' } } };
    const i18n = createI18nProvider(undefined, { storage: memoryStorage({ language: 'ru' }), messages: { ru: ruLike } });
    expect(i18n.getLocale()).toBe('ru');
    expect(i18n.translate('ra.action.save')).toBe('Сохранить');
  });

  it('starts in English when the Russian catalogue is not loaded yet', () => {
    const i18n = createI18nProvider('ru', { storage: null });
    expect(i18n.getLocale()).toBe('en');
  });

  it('loads Russian lazily on change and stores the choice', async () => {
    const storage = memoryStorage();
    const i18n = createI18nProvider(undefined, { storage });
    await i18n.changeLocale('ru');
    expect(i18n.getLocale()).toBe('ru');
    expect(i18n.translate('ra.action.save')).toBe('Сохранить');
    expect(storage.values.get('language')).toBe('ru');
    // The missing-key rule survives the change (ra-i18n-polyglot rebuilds Polyglot on each change).
    expect(i18n.translate('app.nothing.here')).toBe('app.nothing.here');
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(storage.values.get('language')).toBe('en');
  });

  it('refuses an unknown locale and keeps the stored one', async () => {
    const storage = memoryStorage({ language: 'en' });
    const i18n = createI18nProvider(undefined, { storage });
    await expect(i18n.changeLocale('fr')).rejects.toThrow('Unsupported locale "fr".');
    expect(i18n.getLocale()).toBe('en');
    expect(storage.setItem).not.toHaveBeenCalled();
  });
});

describe('English in two parts', () => {
  it('starts with the first view: react-admin, the menu and every resource name, not the screens\' labels', () => {
    const i18n = createI18nProvider('en', { storage: null });
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('resources.offers.name', { smart_count: 2 })).toBe('Offers');
    expect(i18n.translate('permissions.menu.mine')).toBe('My permissions');
    expect(i18n.translate('resources.offers.fields.landing_url')).toBe('resources.offers.fields.landing_url');
    expect(i18n.isComplete()).toBe(false);
  });

  it('adds the screens\' labels once, on the first complete()', async () => {
    const load = vi.fn(async () => en);
    const i18n = createI18nProvider('en', { storage: null, load });
    const first = i18n.complete();
    expect(i18n.complete()).toBe(first);
    await first;
    expect(i18n.isComplete()).toBe(true);
    expect(i18n.translate('resources.offers.fields.landing_url')).toBe('Landing URL');
    expect(i18n.translate('security.title')).toBe(en.security.title);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the whole catalogue on a change of language, back to English included', async () => {
    const i18n = createI18nProvider('en', { storage: null });
    await i18n.changeLocale('ru');
    expect(i18n.isComplete()).toBe(true);
    await i18n.changeLocale('en');
    expect(i18n.isComplete()).toBe(true);
    expect(i18n.translate('resources.offers.fields.landing_url')).toBe('Landing URL');
  });

  it('is whole from the start when the catalogue is given', () => {
    const i18n = createI18nProvider('en', { storage: null, messages: { en } });
    expect(i18n.isComplete()).toBe(true);
    expect(i18n.translate('resources.offers.fields.landing_url')).toBe('Landing URL');
  });
});

describe('loadI18nProvider', () => {
  it("starts in the stored 'language' with its catalogue loaded first (R88)", async () => {
    const i18n = await loadI18nProvider(undefined, { storage: memoryStorage({ language: 'ru' }) });
    expect(i18n.getLocale()).toBe('ru');
    expect(i18n.translate('ra.action.save')).toBe('Сохранить');
    expect(i18n.translate('app.nothing.here')).toBe('app.nothing.here');
  });
});
