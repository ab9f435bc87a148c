import { asc, desc, type SQL, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';

export const MAX_PER_PAGE = 500;

/**
 * The body of a `POST …/list` call: page, per_page, sort ('field' or '-field' among the sortable
 * ones) and the resource's own filters. Unknown keys are ignored, as a grid may send extras.
 */
export function listSchema<F extends z.ZodRawShape>(sortable: readonly [string, ...string[]], filters: F) {
  const sortValues = sortable.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.object({
    page: z.number({ message: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page starts at 1').max(1_000_000).default(1),
    per_page: z
      .number({ message: 'per_page must be a whole number' })
      .int('per_page must be a whole number')
      .min(1, 'per_page must be at least 1')
      .max(MAX_PER_PAGE, `per_page must be at most ${MAX_PER_PAGE}`)
      .default(20),
    sort: z
      .union([z.enum(sortValues, { message: `sort must be one of: ${sortable.join(', ')} (prefix - for descending)` }), z.literal('')])
      .optional(),
    ...filters,
  });
}

/** ORDER BY for a 'field' / '-field' value, with the id as a tie-breaker so pages never overlap. */
export function orderBy(sort: string | undefined, columns: Record<string, AnyColumn>, idColumn: AnyColumn, fallback = 'id'): SQL[] {
  const key = sort || fallback;
  const descending = key.startsWith('-');
  const column = columns[descending ? key.slice(1) : key] ?? idColumn;
  const first = descending ? desc(column) : asc(column);
  return column === idColumn ? [first] : [first, asc(idColumn)];
}

export const pageOf = (p: { page: number; per_page: number }) => ({
  page: p.page,
  perPage: p.per_page,
  offset: (p.page - 1) * p.per_page,
});

/**
 * A big list's total counted only so far (docs/decisions/server.md, "Capped totals"): exact up to
 * `bound`; `capped` when more than `bound` rows match.
 */
export interface CappedTotal {
  total: number;
  capped: boolean;
}

/** Past this many matching rows the big lists stop counting (counting 100 000 rows costs more than the page). */
export const TOTAL_CAP = 10_000;

/** How far a page's total is counted: the cap, or to the end of the page when the page lies past it. */
export const countBound = (page: { offset: number; perPage: number }) => Math.max(TOTAL_CAP, page.offset + page.perPage);

/** A count of at most `bound + 1` rows as a total: more than `bound` reads as `bound`, capped. */
export const cappedTotal = (counted: number, bound: number): CappedTotal => (counted > bound ? { total: bound, capped: true } : { total: counted, capped: false });
