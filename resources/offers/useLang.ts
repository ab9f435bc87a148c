import { useLocaleState } from 'react-admin';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../domain/languages';

/** The interface language for domain enum labels (never the server's *_label). */
export function useLang(): InterfaceLanguage {
  const [locale] = useLocaleState();
  return isInterfaceLanguage(locale) ? locale : 'en';
}
