/** The dimension codes of the rollup tables' `dim` column. */
export const DIM = { none: 0, affiliate: 1, manager: 2, offer: 3, offerGroup: 4, country: 5, language: 6 } as const;
export type Dim = (typeof DIM)[keyof typeof DIM];

/** The event column each dimension groups by. */
export const DIM_COLUMN: Record<Exclude<Dim, 0>, string> = {
  1: 'affiliate_id',
  2: 'manager_id',
  3: 'offer_id',
  4: 'offer_group_id',
  5: 'country',
  6: 'language',
};

/**
 * What each rollup table holds (decisions, dashboard data model). Rows of scope 0 cover every
 * manager; rows of scope M only the events of manager M's affiliates. The daily table has every
 * dimension in both scopes, the hourly table only totals, affiliates and managers, which is what
 * charts by hour and the affiliate's own figures need.
 */
export const HOURLY_DIMS: readonly Dim[] = [DIM.none, DIM.affiliate, DIM.manager];
export const DAILY_DIMS: readonly Dim[] = [DIM.none, DIM.affiliate, DIM.manager, DIM.offer, DIM.offerGroup, DIM.country, DIM.language];
/** Dimensions also kept per manager (a manager's own rows; their totals are scope 0, dim manager). */
export const HOURLY_MANAGER_DIMS: readonly Dim[] = [DIM.affiliate];
export const DAILY_MANAGER_DIMS: readonly Dim[] = [DIM.affiliate, DIM.offer, DIM.offerGroup, DIM.country, DIM.language];
