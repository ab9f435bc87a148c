/** True when a write failed on a unique index (PostgreSQL 23505), however the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && 'code' in e && (e as { code?: unknown }).code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}
