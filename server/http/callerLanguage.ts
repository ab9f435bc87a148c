import { DEFAULT_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '../../domain/languages';
import type { Ctx } from './types';

/** The caller's interface language (their profile's, an API key's owner's too); English without one. */
export function callerLanguage(c: Ctx): InterfaceLanguage {
  const own = c.var.session?.user.language;
  return isInterfaceLanguage(own) ? own : DEFAULT_LANGUAGE;
}
