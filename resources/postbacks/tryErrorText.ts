import type { useTranslate } from 'react-admin';
import { noAnswerSeconds } from '../../domain/postbacks/tryError';

type Translate = ReturnType<typeof useTranslate>;

/** A stored try error in the interface language (other texts, such as `HTTP 500`, as stored). */
export function tryErrorText(translate: Translate, text: string): string {
  const seconds = noAnswerSeconds(text);
  return seconds === null ? text : translate('resources.postback-log.no_answer', { seconds });
}
