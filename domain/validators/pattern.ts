import { asText, isEmpty, type ValueValidator } from './types';

/**
 * A string pattern must match the whole value (as in Angular's Validators.pattern); a RegExp is
 * used as given. The g and y flags are dropped: they make test() remember lastIndex between calls.
 */
function toRegExp(pattern: RegExp | string): RegExp {
  if (typeof pattern === 'string') return new RegExp(`^(?:${pattern})$`);
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
}

/** Fails when the value does NOT match (R181). */
export function regexp(pattern: RegExp | string): ValueValidator<'pattern'> {
  const re = toRegExp(pattern);
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = asText(value);
    return text !== undefined && re.test(text) ? undefined : 'pattern';
  };
}

/** Fails when the value DOES match, e.g. forbidden characters (R182). */
export function patternValidator(pattern: RegExp | string): ValueValidator<'pattern'> {
  const re = toRegExp(pattern);
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = asText(value);
    return text !== undefined && !re.test(text) ? undefined : 'pattern';
  };
}
