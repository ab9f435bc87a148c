import { AlertKind, alertText } from '../../../domain/alerts/alertKinds';
import { DEFAULT_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '../../../domain/languages';

const FRAME: Readonly<Record<InterfaceLanguage, { subject: string; open: string; why: string }>> = {
  en: {
    subject: 'Alert',
    open: 'Open it:',
    why: 'You get this e-mail because this kind of alert is ticked under “E-mail notifications” in your profile. At most one e-mail an hour is sent for the same thing.',
  },
  ru: {
    subject: 'Оповещение',
    open: 'Открыть:',
    why: 'Вы получили это письмо, потому что этот вид оповещений отмечен в разделе «Уведомления по e-mail» вашего профиля. Об одном и том же приходит не больше одного письма в час.',
  },
};

/**
 * An alert's e-mail in the recipient's profile language (English for one we do not write in), with
 * the link to the thing: `url` is absolute when the raise knew the install's address, else the path
 * in the back office.
 */
export function alertLetter(kind: string, name: string, language: string | null | undefined, url: string): { subject: string; body: string } {
  const lang = isInterfaceLanguage(language) ? language : DEFAULT_LANGUAGE;
  const frame = FRAME[lang];
  return {
    subject: `${frame.subject}: ${AlertKind.label(kind, lang)}`,
    body: `${alertText(kind, name, lang)}\n\n${frame.open} ${url}\n\n${frame.why}`,
  };
}
