import enFirstView from './enFirstView';
import enScreens from './enScreens';
import { mergeCatalogues } from './mergeCatalogues';

/**
 * The English catalogue: react-admin's messages plus ours. Its shape is the type every locale
 * satisfies. The back office loads it in two parts: what the first view draws, then
 * the screens' labels when a screen first opens (providers/i18nProvider.ts).
 */
const en = mergeCatalogues(enFirstView, enScreens);

export type AppMessages = typeof en;

export default en;
