import { AlertKind, alertText } from '../../../domain/alerts/alertKinds';
import { DEFAULT_LANGUAGE, isInterfaceLanguage, type InterfaceLanguage } from '../../../domain/languages';

const FRAME: Readonly<Record<InterfaceLanguage, { subject: string; open: string; why: string }>> = {
  en: {
    subject: 'Alert',
    open: 'Open it:',
    why: 'You get this e-mail because this kind of alert is ticked under “E-mail notifications” in your profile. At most one e-mail an hour is sent for the same thing; what comes after it follows in one digest.',
  },
  ru: {
    subject: 'Оповещение',
    open: 'Открыть:',
    why: 'Вы получили это письмо, потому что этот вид оповещений отмечен в разделе «Уведомления по e-mail» вашего профиля. Об одном и том же приходит не больше одного письма в час; остальное придёт одной сводкой.',
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

const DIGEST: Readonly<Record<InterfaceLanguage, { subject: (n: number) => string; intro: string; why: string }>> = {
  en: {
    subject: (n) => `Alert digest: ${n} not mailed one by one`,
    intro: 'These alerts came while an e-mail about the same thing had gone out within the hour, so they were not mailed one by one:',
    why: 'You get this e-mail because these kinds of alert are ticked under “E-mail notifications” in your profile. At most one e-mail an hour is sent for the same thing; what comes after it is gathered here.',
  },
  ru: {
    subject: (n) => `Сводка оповещений: ${n} без отдельного письма`,
    intro: 'Эти оповещения пришли, когда письмо о том же уже уходило в течение часа, поэтому они не отправлялись по одному:',
    why: 'Вы получили это письмо, потому что эти виды оповещений отмечены в разделе «Уведомления по e-mail» вашего профиля. Об одном и том же приходит не больше одного письма в час; то, что пришло после него, собрано здесь.',
  },
};

export interface DigestItem {
  kind: string;
  name: string;
  url: string;
  createdAt: Date;
}

/**
 * The digest of the alerts held back by the hour's limit, in the recipient's profile language: one
 * line per alert (its time in UTC, kind, sentence) and its link, oldest first.
 */
export function alertDigestLetter(items: readonly DigestItem[], language: string | null | undefined): { subject: string; body: string } {
  const lang = isInterfaceLanguage(language) ? language : DEFAULT_LANGUAGE;
  const frame = DIGEST[lang];
  const lines = items.map((i) => `• ${i.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${AlertKind.label(i.kind, lang)}: ${alertText(i.kind, i.name, lang)}\n  ${i.url}`);
  return { subject: frame.subject(items.length), body: `${frame.intro}\n\n${lines.join('\n\n')}\n\n${frame.why}` };
}
