import { LANGUAGE_CODE_PATTERN, normalizeLanguageCode } from '../../domain/languages';

export const SYSTEM_NAME_FORMAT_MESSAGE = 'resources.languages.validation.system_name_format';

/**
 * Mirrors the server's rule (docs/api.md): once trimmed and lower-cased, a code of 2–3 letters,
 * optionally '-' and a region. 'PT_BR' passes and is saved as 'pt-br' (see `toLanguageBody`).
 */
export function validateSystemName(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined; // required() says so
  return typeof value === 'string' && LANGUAGE_CODE_PATTERN.test(normalizeLanguageCode(value))
    ? undefined
    : SYSTEM_NAME_FORMAT_MESSAGE;
}

/** The form's values as the API takes them: the code in its stored form. */
export function toLanguageBody<T extends Record<string, unknown>>(data: T): T {
  const code = data.system_name;
  return typeof code === 'string' ? { ...data, system_name: normalizeLanguageCode(code) } : data;
}
