import { validationMessage } from './messages';
import type { ErrorKey, FormValidator, FormValues, ValueValidator } from './types';

/** Zod 4's refine params: `error` is called with the failing issue, whose input is the value. */
export interface ZodCheckParams {
  error: (issue: { input?: unknown }) => string;
}

/**
 * The same rule as a zod refinement, without importing zod here:
 * `z.string().refine(...zodCheck(url))` or `.refine(...zodCheck(url, 'Bad link'))`.
 * The default message is the English text of the key the validator returns.
 */
export function zodCheck<K extends ErrorKey>(
  validator: ValueValidator<K>,
  message?: string,
): [check: (value: unknown) => boolean, params: ZodCheckParams] {
  return [
    (value) => validator(value) === undefined,
    // zod calls error() only for a failed check, so the key is there; 'pattern' just satisfies the type.
    { error: (issue) => message ?? validationMessage(validator(issue.input) ?? 'pattern') },
  ];
}

/** The part of zod's refinement context a form rule needs. */
export interface IssueSink {
  addIssue(issue: { code: 'custom'; path: string[]; message: string; input?: unknown }): void;
}

/**
 * A form-level rule for `.superRefine(zodFormCheck(bankInformation))`: one issue per field.
 * `messages` maps an error key (e.g. 'notSame') to the text to send; other entries pass as they are.
 */
export function zodFormCheck(validator: FormValidator, messages: Readonly<Record<string, string>> = {}) {
  return (values: FormValues, ctx: IssueSink): void => {
    for (const [field, keyOrMessage] of Object.entries(validator(values))) {
      const message = Object.hasOwn(messages, keyOrMessage) ? messages[keyOrMessage] : keyOrMessage;
      ctx.addIssue({ code: 'custom', path: [field], message, input: values[field] });
    }
  };
}
