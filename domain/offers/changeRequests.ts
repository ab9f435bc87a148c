import { defineEnum, type EnumValueOf } from '../enums/define-enum';

/**
 * Where an advertiser's request to change an offer stands (spec 4 §7, "their offers (read; request
 * changes)"): open until staff mark it done (the change is made) or declined, with a reply the
 * advertiser reads (docs/decisions/advertisers.md).
 */
export const OfferChangeRequestStatus = defineEnum([
  { value: 'open', key: 'Open', label: { en: 'Open', ru: 'Открыт' }, style: 'info' },
  { value: 'done', key: 'Done', label: { en: 'Done', ru: 'Выполнен' }, style: 'success' },
  { value: 'declined', key: 'Declined', label: { en: 'Declined', ru: 'Отклонён' }, style: 'danger' },
]);
export type OfferChangeRequestStatus = EnumValueOf<typeof OfferChangeRequestStatus>;

/** The longest request and reply, in characters. */
export const CHANGE_REQUEST_MAX = 2000;
