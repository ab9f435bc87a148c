import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import { DEFAULT_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '../domain/languages';
import en, { type AppMessages } from '../src/i18n/en';

/** The localStorage key holding the interface language (spec 1 §1, §3). */
export const LANGUAGE_KEY = 'language';
export const LOCALES: ReadonlyArray<{ locale: InterfaceLanguage; name: string }> = Object.freeze([
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
]);

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface I18nProviderOptions {
  storage?: LanguageStorage | null;
  /** Catalogues already at hand; English always is. */
  messages?: Partial<Record<InterfaceLanguage, AppMessages>>;
  /** Loads a catalogue on demand; the default imports src/i18n/ru.ts lazily. */
  load?: (locale: InterfaceLanguage) => Promise<AppMessages>;
}

const browserStorage = (): LanguageStorage | null => (typeof localStorage === 'undefined' ? null : localStorage);

const loadCatalogue = async (locale: InterfaceLanguage): Promise<AppMessages> =>
  locale === 'ru' ? (await import('../src/i18n/ru')).default : en;

/** The stored 'language', else English (R88). */
export function readStoredLocale(storage: LanguageStorage | null = browserStorage()): InterfaceLanguage {
  try {
    const stored = storage?.getItem(LANGUAGE_KEY);
    return isInterfaceLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * react-admin's i18nProvider (ra-i18n-polyglot) over src/i18n: a missing key shows the key (R90);
 * a locale change is written to localStorage 'language'. Polyglot needs the first catalogue
 * synchronously, so a Russian start without its catalogue in `messages` begins in English:
 * use `loadI18nProvider()` at boot to start in Russian.
 */
export function createI18nProvider(initialLocale?: InterfaceLanguage, options: I18nProviderOptions = {}): I18nProvider {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const load = options.load ?? loadCatalogue;
  const catalogues: Partial<Record<InterfaceLanguage, AppMessages>> = { en, ...options.messages };
  const wanted = initialLocale ?? readStoredLocale(storage);
  const first = catalogues[wanted] ? wanted : DEFAULT_LANGUAGE;

  const getMessages = (locale: string): AppMessages | Promise<AppMessages> => {
    if (!isInterfaceLanguage(locale)) return Promise.reject(new Error(`Unsupported locale "${locale}".`));
    const known = catalogues[locale];
    if (known) return known;
    return load(locale).then((messages) => (catalogues[locale] = messages));
  };

  const base = polyglotI18nProvider(getMessages, first, [...LOCALES], {
    allowMissing: true,
    onMissingKey: (key: string) => key,
  });

  return {
    ...base,
    changeLocale: async (locale: string, changeOptions?: unknown) => {
      await base.changeLocale(locale, changeOptions);
      try {
        storage?.setItem(LANGUAGE_KEY, locale);
      } catch {
        // Storage can be full or blocked; the language still changes for this page.
      }
    },
  };
}

/** Like createI18nProvider, but fetches the starting catalogue first, so the app starts in it. */
export async function loadI18nProvider(initialLocale?: InterfaceLanguage, options: I18nProviderOptions = {}): Promise<I18nProvider> {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const locale = initialLocale ?? readStoredLocale(storage);
  const load = options.load ?? loadCatalogue;
  const messages = { ...options.messages };
  if (locale !== DEFAULT_LANGUAGE && !messages[locale]) messages[locale] = await load(locale);
  return createI18nProvider(locale, { ...options, storage, load, messages });
}
