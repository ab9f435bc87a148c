/**
 * The sub-id parameters p1…p10 a tracking link may carry (spec 1 §3, §9; spec 3 §1, §2): a click
 * keeps them, its conversions inherit them, a report groups by them. One list for both sides.
 */
export const SUB_IDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9', 'p10'] as const;
export type SubId = (typeof SUB_IDS)[number];

/** A row's p1…p10 as the click and conversion tables hold them (null: not given). */
export type SubIds = { [K in SubId]: string | null };
