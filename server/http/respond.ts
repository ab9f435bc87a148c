import type { CappedTotal } from './listQuery';
import type { Ctx } from './types';

export interface FieldError {
  field: string;
  message: string;
}

export const ok = <T>(c: Ctx, data: T, status: 200 | 201 = 200) => c.json({ success: true, data }, status);

export interface Page {
  page: number;
  perPage: number;
}

/**
 * The list answer: rows in `data` and the four pagination headers. A capped total says "more than
 * `total`": `X-Pagination-Total-Count-Capped: true`, and the page count reaches one page past it.
 * `beside`: fields the answer carries next to `data` (sums over every matching row).
 */
export function list<T>(c: Ctx, rows: T[], count: number | CappedTotal, page: Page, beside: Record<string, unknown> = {}) {
  const { total, capped } = typeof count === 'number' ? { total: count, capped: false } : count;
  c.header('X-Pagination-Total-Count', String(total));
  if (capped) c.header('X-Pagination-Total-Count-Capped', 'true');
  c.header('X-Pagination-Page-Count', String(Math.max(1, Math.ceil((capped ? total + 1 : total) / page.perPage))));
  c.header('X-Pagination-Current-Page', String(page.page));
  c.header('X-Pagination-Per-Page', String(page.perPage));
  return c.json({ ...beside, success: true, data: rows });
}
