import { defineEnum, type EnumValueOf } from '../enums/define-enum';

/**
 * A smart link's state (spec 4 §6 names no enumeration: docs/decisions/smart-links.md). The values
 * are the offers' own (Campaign status Active 1, Suspended 3), so one number means one thing.
 */
export const SmartLinkStatus = defineEnum([
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активна' }, style: 'success' },
  { value: 3, key: 'Suspended', label: { en: 'Suspended', ru: 'Приостановлена' }, style: 'warning' },
]);
export type SmartLinkStatus = EnumValueOf<typeof SmartLinkStatus>;
