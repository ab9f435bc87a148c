import type { InterfaceLanguage } from '../../domain/languages';
import {
  createI18nProvider as createCatalogueProvider,
  loadI18nProvider as loadCatalogueProvider,
  type AppI18nProvider,
  type I18nProviderOptions,
} from '../../providers/i18nProvider';
import type { AppMessages } from './en';
import enFirstView from './enFirstView';
import { mergeCatalogues } from './mergeCatalogues';

/** The whole catalogue of a language, downloaded when needed: Russian at once, English's screens part beside its first view. */
const loadCatalogue = async (locale: InterfaceLanguage): Promise<AppMessages> =>
  locale === 'ru' ? (await import('./ru')).default : mergeCatalogues(enFirstView, (await import('./enScreens')).default);

const withCatalogues = (options: I18nProviderOptions<AppMessages>): I18nProviderOptions<AppMessages> => ({
  firstView: enFirstView,
  load: loadCatalogue,
  ...options,
});

/** The back office's i18nProvider over its own catalogues (providers/i18nProvider.ts holds the machinery). */
export const createI18nProvider = (initialLocale?: InterfaceLanguage, options: I18nProviderOptions<AppMessages> = {}): AppI18nProvider =>
  createCatalogueProvider(initialLocale, withCatalogues(options));

/** Like createI18nProvider, but fetches the starting catalogue first, so the app starts in it. */
export const loadI18nProvider = (initialLocale?: InterfaceLanguage, options: I18nProviderOptions<AppMessages> = {}): Promise<AppI18nProvider> =>
  loadCatalogueProvider(initialLocale, withCatalogues(options));
