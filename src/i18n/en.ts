import enFirstView from './enFirstView';
import enScreens from './enScreens';
import { mergeCatalogues } from './mergeCatalogues';

/**
 * The English catalogue of the app's own part: react-admin's messages plus ours, with the
 * resources' names (their other labels come with their manifests: `wholeCatalogue`). Its shape is the type every locale
 * satisfies. The back office loads it in two parts: what the first view draws, then
 * the screens' labels when a screen first opens (providers/i18nProvider.ts).
 */
const en = mergeCatalogues(enFirstView, enScreens);

export type AppMessages = typeof en;

/**
 * What src/i18n/ru.ts translates: the whole catalogue but the resources' labels, which each
 * resource's manifest brings in both languages (resources/<name>/index.ts, `messages`).
 */
export type ShellMessages = Omit<AppMessages, 'resources'>;

export default en;
