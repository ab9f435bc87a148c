import { defineEnum, type EnumValueOf } from './define-enum';

export const InvoiceStatus = defineEnum([
  { value: 0, key: 'Moderation', label: { en: 'Moderation', ru: 'На модерации' } },
  { value: 1, key: 'Approved', label: { en: 'Approved', ru: 'Одобрен' } },
  { value: 2, key: 'Rejected', label: { en: 'Rejected', ru: 'Отклонён' } },
]);
export type InvoiceStatus = EnumValueOf<typeof InvoiceStatus>;

const AWAITING_INVOICE = { en: 'Awaiting invoice', ru: 'Ожидает счёт' };
const BOUNCED = { en: 'Bounced', ru: 'Возвращена' };
const INVOICE_CONFIRMED = { en: 'Invoice confirmed', ru: 'Счёт подтверждён' };
const PAYMENT_SENT = { en: 'Payment sent', ru: 'Платёж отправлен' };

export const PayoutStatus = defineEnum([
  { value: 0, key: 'Pending', label: { en: 'Pending', ru: 'В ожидании' } },
  { value: 1, key: 'AwaitingInvoice', label: AWAITING_INVOICE },
  { value: 2, key: 'Completed', label: { en: 'Completed', ru: 'Завершена' } },
  { value: 3, key: 'Bounced', label: BOUNCED },
  { value: 4, key: 'Cancelled', label: { en: 'Cancelled', ru: 'Отменена' } },
  { value: 5, key: 'InvoiceReceived', label: { en: 'Invoice received', ru: 'Счёт получен' } },
  { value: 6, key: 'InProgress', label: { en: 'In progress', ru: 'В обработке' } },
  { value: 7, key: 'InvoiceConfirmed', label: INVOICE_CONFIRMED },
  { value: 8, key: 'PaymentSent', label: PAYMENT_SENT },
  { value: 9, key: 'Moderated', label: { en: 'Moderated', ru: 'Прошла модерацию' } },
]);
export type PayoutStatus = EnumValueOf<typeof PayoutStatus>;

/** The payout statuses a payout can be rolled back to. */
export const PayoutRollbackStatus = defineEnum([
  { value: 1, key: 'AwaitingInvoice', label: AWAITING_INVOICE },
  { value: 3, key: 'Bounced', label: BOUNCED },
  { value: 7, key: 'InvoiceConfirmed', label: INVOICE_CONFIRMED },
  { value: 8, key: 'PaymentSent', label: PAYMENT_SENT },
]);
export type PayoutRollbackStatus = EnumValueOf<typeof PayoutRollbackStatus>;

/** OnHold exists in one edition only; we keep it (decisions, R117). */
export const TransactionStatus = defineEnum([
  { value: 0, key: 'Ok', label: { en: 'OK', ru: 'Проведена' } },
  { value: 1, key: 'Voided', label: { en: 'Voided', ru: 'Аннулирована' } },
  { value: 2, key: 'Changed', label: { en: 'Changed', ru: 'Изменена' } },
  { value: 3, key: 'OnHold', label: { en: 'On hold', ru: 'Удержана' } },
]);
export type TransactionStatus = EnumValueOf<typeof TransactionStatus>;

export const SalesStatus = defineEnum([
  { value: 0, key: 'NotPayable', label: { en: 'Not payable', ru: 'Не к оплате' } },
  { value: 1, key: 'Payable', label: { en: 'Payable', ru: 'К оплате' } },
]);
export type SalesStatus = EnumValueOf<typeof SalesStatus>;

export const PaymentMethod = defineEnum([
  { value: 1, key: 'BankWire', label: { en: 'Bank wire', ru: 'Банковский перевод' } },
]);
export type PaymentMethod = EnumValueOf<typeof PaymentMethod>;

export const PaidForType = defineEnum([
  { value: 'lead', key: 'Lead', label: { en: 'Lead', ru: 'Лид' } },
  { value: 'ftd', key: 'Ftd', label: { en: 'FTD', ru: 'Первый депозит (FTD)' } },
  { value: 'referral_bonus', key: 'ReferralBonus', label: { en: 'Referral bonus', ru: 'Реферальный бонус' } },
  { value: 'opt-in', key: 'OptIn', label: { en: 'Opt-in', ru: 'Подписка (opt-in)' } },
  { value: 'revshare', key: 'Revshare', label: { en: 'Revshare', ru: 'Доля дохода (revshare)' } },
  { value: 'cpa', key: 'Cpa', label: { en: 'CPA', ru: 'CPA' } },
  { value: 'cpl', key: 'Cpl', label: { en: 'CPL', ru: 'CPL' } },
  { value: 'crg', key: 'Crg', label: { en: 'CRG', ru: 'CRG' } },
  { value: 'epl', key: 'Epl', label: { en: 'EPL', ru: 'EPL' } },
  { value: 'cpc', key: 'Cpc', label: { en: 'CPC (clicks)', ru: 'CPC (клики)' } },
]);
export type PaidForType = EnumValueOf<typeof PaidForType>;

export const TransactionLogAction = defineEnum([
  { value: 'commission_void', key: 'CommissionVoid', label: { en: 'Commission voided', ru: 'Комиссия аннулирована' } },
  {
    value: 'commission_change',
    key: 'CommissionChange',
    label: { en: 'Commission changed', ru: 'Комиссия изменена' },
  },
  {
    value: 'commission_unvoid',
    key: 'CommissionUnvoid',
    label: { en: 'Commission restored', ru: 'Комиссия восстановлена' },
  },
  { value: 'hold', key: 'Hold', label: { en: 'Put on hold', ru: 'Удержана' } },
  { value: 'hold_approve', key: 'HoldApprove', label: { en: 'Hold approved', ru: 'Удержание одобрено' } },
  { value: 'hold_reject', key: 'HoldReject', label: { en: 'Hold rejected', ru: 'Удержание отклонено' } },
]);
export type TransactionLogAction = EnumValueOf<typeof TransactionLogAction>;
