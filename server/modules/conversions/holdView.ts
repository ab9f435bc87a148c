import type { ConversionRow } from './listRepository';

/** A conversion's hold as the API sends it: when it ends and what it earns (and brings) once approved; null when never held. */
export function holdView(r: Pick<ConversionRow, 'hold_until' | 'hold_commission' | 'hold_revenue'>, withRevenue: boolean) {
  const held = r.hold_until !== null;
  return {
    hold_ends_at: held ? new Date(r.hold_until!).toISOString() : null,
    hold_commission: held ? Number(r.hold_commission) : null,
    ...(withRevenue ? { hold_revenue: held ? Number(r.hold_revenue) : null } : {}),
  };
}
