import { defineEnum, type EnumValueOf } from './define-enum';

/** Advertiser has no code in the spec; 3 is our choice (decisions, R27). */
export const UserType = defineEnum([
  { value: 0, key: 'Admin', label: { en: 'Admin', ru: 'Администратор' } },
  { value: 1, key: 'Manager', label: { en: 'Manager', ru: 'Менеджер' } },
  { value: 2, key: 'Affiliate', label: { en: 'Affiliate', ru: 'Партнёр' } },
  { value: 3, key: 'Advertiser', label: { en: 'Advertiser', ru: 'Рекламодатель' } },
]);
export type UserType = EnumValueOf<typeof UserType>;

/** API role segments: every user type has an app of its own (the advertiser's: spec 4 §7). */
export const ROLE_SEGMENTS = ['admin', 'manager', 'affiliate', 'advertiser'] as const;
export type RoleSegment = (typeof ROLE_SEGMENTS)[number];

const SEGMENT_BY_TYPE: ReadonlyMap<UserType, RoleSegment> = new Map([
  [UserType.Admin, 'admin'],
  [UserType.Manager, 'manager'],
  [UserType.Affiliate, 'affiliate'],
  [UserType.Advertiser, 'advertiser'],
]);

export function roleSegment(userType: unknown): RoleSegment | undefined {
  // Map.get is an identity lookup, so any foreign value simply misses.
  return SEGMENT_BY_TYPE.get(userType as UserType);
}

export function userTypeFromSegment(segment: unknown): UserType | undefined {
  for (const [type, s] of SEGMENT_BY_TYPE) if (s === segment) return type;
  return undefined;
}
