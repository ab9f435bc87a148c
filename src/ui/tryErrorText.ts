import type { useTranslate } from 'react-admin';
import { noAnswerSeconds } from '../../domain/postbacks/tryError';

type Translate = ReturnType<typeof useTranslate>;

/**
 * An outgoing call's stored try error (a postback's, a webhook's) in the interface language: the
 * one "no answer" text by its resource's message `noAnswerKey`, other texts (`HTTP 500`) as stored.
 */
export function tryErrorText(translate: Translate, text: string, noAnswerKey: string): string {
  const seconds = noAnswerSeconds(text);
  return seconds === null ? text : translate(noAnswerKey, { seconds });
}
