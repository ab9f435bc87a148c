import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import en, { type AppMessages } from '../src/i18n/en';

export type AppLocale = 'en' | 'ru';

/** The localStorage key holding the interface language (spec 1 §1, §3). */
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LOCALE: AppLocale = 'en';
export const LOCALES: ReadonlyArray<{ locale: AppLocale; name: string }> = Object.freeze([
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
]);

export const isAppLocale = (value: unknown): value is AppLocale => LOCALES.some((entry) => entry.locale === value);

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface I18nProviderOptions {
  storage?: LanguageStorage | null;
  /** Catalogues already at hand; English always is. */
  messages?: Partial<Record<AppLocale, AppMessages>>;
  /** Loads a catalogue on demand; the default imports src/i18n/ru.ts lazily. */
  load?: (locale: AppLocale) => Promise<AppMessages>;
}

const browserStorage = (): LanguageStorage | null => (typeof localStorage === 'undefined' ? null : localStorage);

const loadCatalogue = async (locale: AppLocale): Promise<AppMessages> =>
  locale === 'ru' ? (await import('../src/i18n/ru')).default : en;

/** The stored 'language', else English (R88). */
export function readStoredLocale(storage: LanguageStorage | null = browserStorage()): AppLocale {
  try {
    const stored = storage?.getItem(LANGUAGE_KEY);
    return isAppLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * react-admin's i18nProvider (ra-i18n-polyglot) over src/i18n: a missing key shows the key (R90);
 * a locale change is written to localStorage 'language'. Polyglot needs the first catalogue
 * synchronously, so a Russian start without its catalogue in `messages` begins in English:
 * use `loadI18nProvider()` at boot to start in Russian.
 */
export function createI18nProvider(initialLocale?: AppLocale, options: I18nProviderOptions = {}): I18nProvider {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const load = options.load ?? loadCatalogue;
  const catalogues: Partial<Record<AppLocale, AppMessages>> = { en, ...options.messages };
  const wanted = initialLocale ?? readStoredLocale(storage);
  const first = catalogues[wanted] ? wanted : DEFAULT_LOCALE;

  const getMessages = (locale: string): AppMessages | Promise<AppMessages> => {
    if (!isAppLocale(locale)) return Promise.reject(new Error(`Unsupported locale "${locale}".`));
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
export async function loadI18nProvider(initialLocale?: AppLocale, options: I18nProviderOptions = {}): Promise<I18nProvider> {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const locale = initialLocale ?? readStoredLocale(storage);
  const load = options.load ?? loadCatalogue;
  const messages = { ...options.messages };
  if (locale !== DEFAULT_LOCALE && !messages[locale]) messages[locale] = await load(locale);
  return createI18nProvider(locale, { ...options, storage, load, messages });
}
