/** Interface languages of the product (spec 1 §1). */
export const INTERFACE_LANGUAGES = ['en', 'ru'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A Languages-dictionary system_name: a lower-case language code (ISO 639-1/-2, 2–3 letters),
 * optionally '-' and a region (ISO 3166 alpha-2 or UN M.49 three digits), e.g. 'en', 'pt-br', 'es-419'.
 * Lower case only, so that the unique index on system_name cannot hold 'pt-br' and 'pt-BR' twice.
 */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(?:-(?:[a-z]{2}|\d{3}))?$/;

export function isLanguageCode(value: unknown): value is string {
  return typeof value === 'string' && LANGUAGE_CODE_PATTERN.test(value);
}

/** What a user may type ('PT-BR ', 'pt_BR') brought to the stored form; validate afterwards. */
export function normalizeLanguageCode(value: string): string {
  return value.trim().toLowerCase().replace(/_/g, '-');
}
