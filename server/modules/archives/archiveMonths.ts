// What every kind of archive shares (docs/decisions/archives.md): one process archives or
// restores at a time, a month is a UTC calendar month, a restored month stays a week.

/** The transaction-level advisory lock archiving and restoring take (released with the transaction). */
export const ARCHIVE_LOCK = 74219;
/** A restored month stays this long before retention archives it again. */
export const RESTORED_KEEP_DAYS = 7;
export const DAY_MS = 86_400_000;

/** `YYYY-MM` of a month's first day. */
export const monthLabel = (from: Date) => `${from.getUTCFullYear()}-${String(from.getUTCMonth() + 1).padStart(2, '0')}`;
/** `YYYY-MM-DD` of a UTC day. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/** The first instant of the UTC month `months` after the one `at` is in. */
export const monthAfter = (at: Date, months = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
/** Whether a restore at `restoredAt` still keeps its month out of retention at `now`. */
export const stillRestored = (restoredAt: string | null | undefined, now: Date) =>
  !!restoredAt && now.getTime() - new Date(restoredAt).getTime() < RESTORED_KEEP_DAYS * DAY_MS;
