/**
 * What a postback try records when it fails, stored as English text (the API's `error`) and read
 * back by the screens so each shows it in its own language.
 */
export const noAnswer = (timeoutMs: number) => `No answer: the address is refused or unreachable, or it did not answer within ${timeoutMs / 1000} s.`;

/** The seconds of a stored "no answer" text, or null for any other text (such as `HTTP 500`, shown as it is). */
export function noAnswerSeconds(text: string): number | null {
  const none = /^No answer: the address is refused or unreachable, or it did not answer within (\d+(?:\.\d+)?) s\.$/.exec(text);
  return none ? Number(none[1]) : null;
}
