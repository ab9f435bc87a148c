import type { Measures } from '../../domain/dashboard/measures';

/** Shapes of the /dashboard/* answers (docs/api.md, Dashboard). */
export interface PeriodAnswer {
  type: string;
  start: string;
  finish: string;
  group_by: string;
  time_zone: string;
}

export interface Point {
  start: string;
  label: string;
  value: number;
}

export interface MeasureChart {
  metric: string;
  field: keyof Measures;
  period: PeriodAnswer;
  total: number;
  previous_total: number;
  points: Point[];
}

export type RankedRow = Partial<Measures> & { key: string; name: string; affiliates_count?: number; active_affiliates?: number };

export interface Ranking {
  period: PeriodAnswer;
  sort: string;
  rows: RankedRow[];
  total: Partial<Measures>;
  count: number;
}

export interface Series {
  period: PeriodAnswer;
  field: keyof Measures;
  series: Array<{ key: string; name: string; total: number; points: Point[] }>;
}

export interface Shares {
  period: PeriodAnswer;
  total: number;
  slices: Array<{ key: string; name: string; value: number; share: number }>;
  others: { value: number; share: number };
}

export interface FunnelChart {
  period: PeriodAnswer;
  tab: string;
  total: number;
  points: Point[];
}

export interface PersonalManager {
  id: number;
  full_name: string;
  email: string;
}

export interface BillingInfo {
  commission_type_id: number;
  commission_type: string;
  commission_threshold: number;
  earned_total: number;
  earned_this_month: number;
  unpaid: number;
  pending_payouts: number;
  /** held conversions' commission, pending until approved */
  on_hold: number;
  threshold_reached: boolean;
  currency: string;
}

/** The staff dashboard's held conversions in scope (GET /dashboard/on-hold). */
export interface OnHold {
  count: number;
  commission: number;
  revenue?: number;
}

export interface PendingPayouts {
  total: number;
  rows: Array<{ id: number; period: string; amount: number; currency: string; status: number; status_label: string }>;
}

export interface DailyReport {
  date: string;
  totals: Partial<Measures>;
  previous: Partial<Measures>;
  managers: RankedRow[];
  affiliates: RankedRow[];
  countries: RankedRow[];
}

/** The admin's invoiced profit of the period (POST /dashboard/invoiced-profit): money as two-decimal text; none where advertiser billing is not shown. */
export type InvoicedProfit = { enabled: false } | { enabled: true; revenue: string; invoiced: string; not_invoiced: string; commission: string; profit: string };

/** Lead distribution's counts by Click type (POST /dashboard/lead-figures). */
export interface LeadFigureCounts {
  leads: number;
  ftds: number;
  validation_failed: number;
  registration_failed: number;
}

/** The period's counts and the period before's; none where lead distribution is switched off. */
export type LeadFigures = { enabled: false } | ({ enabled: true; previous: LeadFigureCounts } & LeadFigureCounts);
