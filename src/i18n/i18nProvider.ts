import type { InterfaceLanguage } from '../../domain/languages';
import {
  createI18nProvider as createCatalogueProvider,
  loadI18nProvider as loadCatalogueProvider,
  type AppI18nProvider,
  type I18nProviderOptions,
} from '../../providers/i18nProvider';
import { loadResourceMessages } from '../../providers/resourceTables';
import type { ShellMessages } from './en';
import enFirstView from './enFirstView';
import { mergeCatalogues } from './mergeCatalogues';

/**
 * The whole catalogue of a language, downloaded when needed (Russian at once, English's screens
 * part beside its first view): the app's own part and every resource's labels from its manifest.
 */
export async function wholeCatalogue(locale: InterfaceLanguage): Promise<ShellMessages & { readonly resources: Readonly<Record<string, object>> }> {
  const [own, resources] = await Promise.all([
    locale === 'ru' ? import('./ru').then((m) => m.default) : import('./enScreens').then((m) => mergeCatalogues(enFirstView, m.default)),
    loadResourceMessages(locale),
  ]);
  // the keys of every part are checked against English's in src/i18n/catalogues.test.ts
  return mergeCatalogues(own, { resources });
}

const withCatalogues = (options: I18nProviderOptions<ShellMessages>): I18nProviderOptions<ShellMessages> => ({
  firstView: enFirstView,
  load: wholeCatalogue,
  ...options,
});

/** The back office's i18nProvider over its own catalogues (providers/i18nProvider.ts holds the machinery). */
export const createI18nProvider = (initialLocale?: InterfaceLanguage, options: I18nProviderOptions<ShellMessages> = {}): AppI18nProvider =>
  createCatalogueProvider(initialLocale, withCatalogues(options));

/** Like createI18nProvider, but fetches the starting catalogue first, so the app starts in it. */
export const loadI18nProvider = (initialLocale?: InterfaceLanguage, options: I18nProviderOptions<ShellMessages> = {}): Promise<AppI18nProvider> =>
  loadCatalogueProvider(initialLocale, withCatalogues(options));
