import type { FieldError } from './respond';

/**
 * Text PostgreSQL cannot store, checked once for every request rather than per field: the NUL
 * character (refused by text and jsonb columns alike, which made a 500 of any field that reached
 * the database) and unpaired UTF-16 surrogates (which the drivers would silently turn into U+FFFD,
 * so what is stored would differ from what was sent).
 */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** the same, to print a refused key safely */
const UNSTORABLE_GLOBAL = new RegExp(UNSTORABLE.source, 'g');

export const UNSTORABLE_MESSAGE = 'Contains a character that cannot be stored (NUL or an unpaired surrogate).';
/** No body of this API nests deeper than a few levels; the limit keeps the walk (and every later one) cheap. */
export const MAX_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Nested more than ${MAX_DEPTH} levels deep.`;

export const isStorable = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * The first problem in a parsed JSON value: a string or key with an unstorable character (its path
 * as the field, the way zod names fields) or nesting deeper than MAX_DEPTH. Iterative, so a
 * hostile body cannot exhaust the stack.
 */
export function unstorableField(value: unknown): FieldError | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorable(current)) return { field: fieldOf(path), message: UNSTORABLE_MESSAGE };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= MAX_DEPTH) return { field: fieldOf(path), message: TOO_DEEP_MESSAGE };
    const entries: [string, unknown][] = Array.isArray(current) ? current.map((v, i) => [String(i), v]) : Object.entries(current);
    for (const [key, child] of entries) {
      if (!isStorable(key)) return { field: fieldOf([...path, key.replace(UNSTORABLE_GLOBAL, '?')]), message: UNSTORABLE_MESSAGE };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

const fieldOf = (path: readonly string[]) => (path.length ? path.join('.') : 'body');

/** The first query parameter (name or value) or path segment of a URL holding an unstorable character. */
export function unstorableInUrl(url: URL): FieldError | null {
  for (const [name, value] of url.searchParams) {
    if (!isStorable(name) || !isStorable(value)) return { field: isStorable(name) ? name : 'query', message: UNSTORABLE_MESSAGE };
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return { field: 'path', message: 'The path is not valid percent-encoded UTF-8.' };
  }
  return isStorable(path) ? null : { field: 'path', message: UNSTORABLE_MESSAGE };
}
