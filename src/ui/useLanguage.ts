import { useLocaleState } from 'react-admin';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../domain/languages';

/** The interface language, for labels kept in domain/ as { en, ru }. */
export function useLanguage(): InterfaceLanguage {
  const [locale] = useLocaleState();
  return isInterfaceLanguage(locale) ? locale : 'en';
}
