import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { DEFAULT_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '../domain/languages';

/** A message catalogue: the app shell owns its catalogues and passes them in (src/i18n/i18nProvider.ts). */
export type Catalogue = object;

/** The localStorage key holding the interface language (spec 1 §1, §3). */
export const LANGUAGE_KEY = 'language';
export const LOCALES: ReadonlyArray<{ locale: InterfaceLanguage; name: string }> = Object.freeze([
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
]);

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface I18nProviderOptions<M extends Catalogue = Catalogue> {
  storage?: LanguageStorage | null;
  /** Whole catalogues already at hand. */
  messages?: Partial<Record<InterfaceLanguage, M>>;
  /** What Polyglot reads while a language's whole catalogue is not at hand: English's first-view part (src/i18n/enFirstView.ts). */
  firstView?: Catalogue;
  /** Loads a whole catalogue on demand (the app's: src/i18n/i18nProvider.ts); without it only `messages` are known. */
  load?: (locale: InterfaceLanguage) => Promise<M>;
}

/** react-admin's i18nProvider, plus the wait for the screens' labels of a catalogue started in part. */
export interface AppI18nProvider extends I18nProvider {
  /** True when the catalogue in use holds every label, the screens' included. */
  isComplete: () => boolean;
  /** Loads the rest of the catalogue in use, once; the same promise on every call. */
  complete: () => Promise<void>;
}

const browserStorage = (): LanguageStorage | null => (typeof localStorage === 'undefined' ? null : localStorage);

const noCatalogue = async (locale: InterfaceLanguage): Promise<never> => {
  throw new Error(`No catalogue for "${locale}" was given.`);
};

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
 * react-admin's i18nProvider (ra-i18n-polyglot) over the catalogues the app passes in (src/i18n/i18nProvider.ts): a missing key shows the key (R90);
 * a locale change is written to localStorage 'language'. Polyglot needs the first catalogue
 * synchronously, so a Russian start without its catalogue in `messages` begins in English:
 * use `loadI18nProvider()` at boot to start in Russian. English without its whole catalogue in
 * `messages` starts with the first view's part; `complete()` adds the screens' labels,
 * and a change of language always loads the whole catalogue.
 */
export function createI18nProvider<M extends Catalogue>(initialLocale?: InterfaceLanguage, options: I18nProviderOptions<M> = {}): AppI18nProvider {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const load = options.load ?? noCatalogue;
  const firstView = options.firstView ?? options.messages?.[DEFAULT_LANGUAGE] ?? {};
  const catalogues: Partial<Record<InterfaceLanguage, M>> = { ...options.messages };
  const wanted = initialLocale ?? readStoredLocale(storage);
  const first = catalogues[wanted] ? wanted : DEFAULT_LANGUAGE;

  /** A whole catalogue, loaded once. */
  const whole = async (locale: string): Promise<M> => {
    if (!isInterfaceLanguage(locale)) throw new Error(`Unsupported locale "${locale}".`);
    return (catalogues[locale] ??= await load(locale));
  };

  // Polyglot reads a catalogue synchronously; every change of language loads it whole first
  const base = polyglotI18nProvider((locale) => (catalogues[locale as InterfaceLanguage] ?? firstView) as TranslationMessages, first, [...LOCALES], {
    allowMissing: true,
    onMissingKey: (key: string) => key,
  });
  /** The language whose whole catalogue Polyglot holds, if any. */
  let wholeIn: string | null = catalogues[first] ? first : null;
  const switchTo = async (locale: string, changeOptions?: unknown) => {
    await whole(locale);
    await base.changeLocale(locale, changeOptions);
    wholeIn = locale;
  };

  let completing: Promise<void> | null = null;
  const complete = (): Promise<void> =>
    (completing ??= (async () => {
      const locale = base.getLocale();
      await whole(locale);
      // a change of language meanwhile has loaded its catalogue whole
      if (base.getLocale() === locale && wholeIn !== locale) await switchTo(locale);
    })().catch((error: unknown) => {
      completing = null;
      throw error;
    }));

  return {
    ...base,
    isComplete: () => wholeIn === base.getLocale(),
    complete,
    changeLocale: async (locale: string, changeOptions?: unknown) => {
      await switchTo(locale, changeOptions);
      try {
        storage?.setItem(LANGUAGE_KEY, locale);
      } catch {
        // Storage can be full or blocked; the language still changes for this page.
      }
    },
  };
}

/** Like createI18nProvider, but fetches the starting catalogue first, so the app starts in it. */
export async function loadI18nProvider<M extends Catalogue>(initialLocale?: InterfaceLanguage, options: I18nProviderOptions<M> = {}): Promise<AppI18nProvider> {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const locale = initialLocale ?? readStoredLocale(storage);
  const load = options.load ?? noCatalogue;
  const messages = { ...options.messages };
  if (locale !== DEFAULT_LANGUAGE && !messages[locale]) messages[locale] = await load(locale);
  return createI18nProvider(locale, { ...options, storage, load, messages });
}
