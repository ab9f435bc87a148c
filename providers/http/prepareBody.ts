import { formatApiDate, isValidDate } from './formatDate';

const isPlainObject = (value: object) => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A JSON body with every Date (at any depth) written with the user's offset (R55); invalid Dates become null. */
export function prepareBody(value: unknown, timeZone = 'UTC'): unknown {
  if (value instanceof Date) return isValidDate(value) ? formatApiDate(value, timeZone) : null;
  if (Array.isArray(value)) return value.map((item) => prepareBody(item, timeZone));
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, prepareBody(item, timeZone)]));
  }
  return value;
}

/** Bodies the client sends untouched, letting fetch pick their content type. */
export const isRawBody = (value: unknown): value is BodyInit =>
  (typeof FormData !== 'undefined' && value instanceof FormData) ||
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  value instanceof URLSearchParams ||
  value instanceof ArrayBuffer ||
  ArrayBuffer.isView(value);
