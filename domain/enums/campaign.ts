import { defineEnum, type EnumValueOf } from './define-enum';

/** A distribution flow's state (spec 4 §2): only an Active one routes leads; Deleted is kept for the leads' history. */
export const FlowStatus = defineEnum([
  { value: -2, key: 'Draft', label: { en: 'Draft', ru: 'Черновик' }, style: 'warning' },
  { value: -1, key: 'Deleted', label: { en: 'Deleted', ru: 'Удалён' }, style: 'danger' },
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активен' }, style: 'success' },
]);
export type FlowStatus = EnumValueOf<typeof FlowStatus>;

export const CampaignStatus = defineEnum([
  { value: -2, key: 'Draft', label: { en: 'Draft', ru: 'Черновик' }, style: 'warning' },
  { value: -1, key: 'Deleted', label: { en: 'Deleted', ru: 'Удалена' }, style: 'danger' },
  { value: 1, key: 'Active', label: { en: 'Active', ru: 'Активна' }, style: 'success' },
  { value: 2, key: 'Inactive', label: { en: 'Inactive', ru: 'Неактивна' }, style: 'warning' },
  { value: 3, key: 'Suspended', label: { en: 'Suspended', ru: 'Приостановлена' }, style: 'warning' },
  { value: 4, key: 'Archived', label: { en: 'Archived', ru: 'В архиве' }, style: 'danger' },
]);
export type CampaignStatus = EnumValueOf<typeof CampaignStatus>;

export const CampaignRequestStatus = defineEnum([
  { value: 0, key: 'Pending', label: { en: 'Pending', ru: 'На рассмотрении' } },
  { value: 1, key: 'Rejected', label: { en: 'Rejected', ru: 'Отклонён' } },
  { value: 2, key: 'Approved', label: { en: 'Approved', ru: 'Одобрен' } },
]);
export type CampaignRequestStatus = EnumValueOf<typeof CampaignRequestStatus>;

export const CampaignType = defineEnum([
  { value: 1, key: 'OfferGroup', label: { en: 'Offer group', ru: 'Группа офферов' } },
  { value: 2, key: 'Offer', label: { en: 'Offer', ru: 'Оффер' } },
  { value: 3, key: 'Affiliate', label: { en: 'Affiliate', ru: 'Партнёрская' } },
]);
export type CampaignType = EnumValueOf<typeof CampaignType>;

export const CampaignAccess = defineEnum([
  { value: 1, key: 'Unlisted', label: { en: 'Unlisted', ru: 'Не в каталоге' } },
  { value: 2, key: 'Private', label: { en: 'Private', ru: 'Закрытый' } },
  { value: 3, key: 'ApplyToPromote', label: { en: 'Apply to promote', ru: 'По заявке' } },
  { value: 4, key: 'Public', label: { en: 'Public', ru: 'Открытый' } },
]);
export type CampaignAccess = EnumValueOf<typeof CampaignAccess>;

export const CampaignUserRuleStatus = defineEnum([
  { value: -1, key: 'Deleted', label: { en: 'Deleted', ru: 'Удалено' } },
  { value: 0, key: 'Pending', label: { en: 'Pending', ru: 'На рассмотрении' } },
  { value: 1, key: 'Rejected', label: { en: 'Rejected', ru: 'Отклонено' } },
  { value: 2, key: 'Approved', label: { en: 'Approved', ru: 'Одобрено' } },
]);
export type CampaignUserRuleStatus = EnumValueOf<typeof CampaignUserRuleStatus>;
