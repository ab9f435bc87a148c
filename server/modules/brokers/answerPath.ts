/**
 * Reads a value out of a broker's JSON answer by a path such as `success`, `data.lead_id`,
 * `data.items[0].id` or `$.data.items.0.id` (docs/decisions/brokers.md: a dotted path with array
 * indexes, no JSONPath library: brokers answer plain objects and every path we have seen in their
 * documentation is of this shape; filters and wildcards would choose among several values, and
 * one lead has one answer). A missing step answers undefined.
 */
export function readPath(answer: unknown, path: string): unknown {
  const steps = path
    .trim()
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((s) => s !== '');
  let here: unknown = answer;
  for (const step of steps) {
    if (here === null || typeof here !== 'object') return undefined;
    if (Array.isArray(here)) {
      if (!/^\d+$/.test(step)) return undefined;
      here = here[Number(step)];
    } else {
      if (!Object.hasOwn(here, step)) return undefined;
      here = (here as Record<string, unknown>)[step];
    }
  }
  return here;
}

const FALSE_WORDS = new Set(['', 'false', '0', 'no', 'error', 'fail', 'failed', 'failure', 'declined', 'rejected']);

/**
 * Whether a success flag says yes: true, a number other than 0, or a text that is not a "no" word
 * (`"false"`, `"0"`, `"error"` … are no: brokers send flags as text too); null, missing, objects
 * and arrays are no.
 */
export function isYes(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return !FALSE_WORDS.has(value.trim().toLowerCase());
  return false;
}

/** A lead id as text (brokers answer numbers and strings alike); anything else is none. */
export function asId(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** An autologin address: only an absolute http(s) URL, since the affiliate's visitor is sent there. */
export function asHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString().slice(0, 2000) : null;
  } catch {
    return null;
  }
}
