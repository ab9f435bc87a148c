import { defineEnum, type EnumValueOf } from '../enums/define-enum';

/** How Registration stats groups registrations (its group_by filter and chart). */
export const RegistrationGroupBy = defineEnum([
  { value: 'day', key: 'Day', label: { en: 'Day', ru: 'День' } },
  { value: 'week', key: 'Week', label: { en: 'Week', ru: 'Неделя' } },
  { value: 'month', key: 'Month', label: { en: 'Month', ru: 'Месяц' } },
]);
export type RegistrationGroupBy = EnumValueOf<typeof RegistrationGroupBy>;
