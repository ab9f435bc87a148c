import { defineEnum, type EnumValueOf } from './define-enum';

const OTHER = { en: 'Other', ru: 'Другое' };
const FRAUD = { en: 'Fraud', ru: 'Мошенничество' };
const INVALID_BANK_DETAILS = { en: 'Invalid bank details', ru: 'Неверные банковские реквизиты' };
const INCORRECT_ACCOUNT_DETAILS = { en: 'Incorrect account details', ru: 'Неверные данные счёта' };
const INCORRECT_BENEFICIARY_DETAILS = { en: 'Incorrect beneficiary details', ru: 'Неверные данные получателя' };
const INCORRECT_AMOUNT = { en: 'Incorrect amount', ru: 'Неверная сумма' };

const CHANGE_AMOUNT_ITEMS = [
  { value: 'fraud', key: 'Fraud', label: FRAUD },
  {
    value: 'duplicate_transaction',
    key: 'DuplicateTransaction',
    label: { en: 'Duplicate transaction', ru: 'Дублирующая транзакция' },
  },
  { value: 'test_sale', key: 'TestSale', label: { en: 'Test sale', ru: 'Тестовая продажа' } },
  {
    value: 'misfired_pixel',
    key: 'MisfiredPixel',
    label: { en: 'Misfired pixel', ru: 'Ошибочное срабатывание пикселя' },
  },
  { value: 'other', key: 'Other', label: OTHER },
] as const;

export const ChangeAmountReason = defineEnum(CHANGE_AMOUNT_ITEMS);
export type ChangeAmountReason = EnumValueOf<typeof ChangeAmountReason>;

export const VoidReason = defineEnum([
  { value: 'none', key: 'None', label: { en: 'None', ru: 'Без причины' } },
  ...CHANGE_AMOUNT_ITEMS,
]);
export type VoidReason = EnumValueOf<typeof VoidReason>;

export const UnvoidReason = defineEnum([
  { value: 'void_by_mistake', key: 'VoidByMistake', label: { en: 'Voided by mistake', ru: 'Аннулировано по ошибке' } },
  { value: 'other', key: 'Other', label: OTHER },
]);
export type UnvoidReason = EnumValueOf<typeof UnvoidReason>;

export const NotPayableSaleReason = defineEnum([
  {
    value: 'commission_type_not_matched',
    key: 'CommissionTypeNotMatched',
    label: { en: 'Commission type not matched', ru: 'Тип комиссии не совпадает' },
  },
  {
    value: 'recurrent_duration_exceeded',
    key: 'RecurrentDurationExceeded',
    label: { en: 'Recurrent duration exceeded', ru: 'Превышен срок повторных начислений' },
  },
  { value: 'recurrent_cpa_sale', key: 'RecurrentCpaSale', label: { en: 'Recurrent CPA sale', ru: 'Повторная CPA-продажа' } },
  {
    value: 'click_session_lifespan_exceeded',
    key: 'ClickSessionLifespanExceeded',
    label: { en: 'Click session lifespan exceeded', ru: 'Истёк срок жизни сессии клика' },
  },
  // spec 4 §4: over one of the offer's caps (domain/offers/caps.ts)
  { value: 'cap_reached', key: 'CapReached', label: { en: 'Cap reached', ru: 'Достигнут лимит (кап)' } },
  // Risky traffic when the fraud-detection settings make it not payable (spec 4 §4)
  { value: 'fraud', key: 'Fraud', label: FRAUD },
]);
export type NotPayableSaleReason = EnumValueOf<typeof NotPayableSaleReason>;

export const ForceBillingPeriodReason = defineEnum([
  { value: 0, key: 'PaymentTermsChanged', label: { en: 'Payment terms changed', ru: 'Изменены условия оплаты' } },
  { value: 1, key: 'AffiliateRequest', label: { en: 'Affiliate request', ru: 'Запрос партнёра' } },
  { value: 2, key: 'BannedUser', label: { en: 'Banned user', ru: 'Пользователь заблокирован' } },
  { value: 3, key: 'Other', label: OTHER },
]);
export type ForceBillingPeriodReason = EnumValueOf<typeof ForceBillingPeriodReason>;

export const BounceReason = defineEnum([
  { value: 0, key: 'InvalidBankDetails', label: INVALID_BANK_DETAILS },
  { value: 1, key: 'IncorrectAccountDetails', label: INCORRECT_ACCOUNT_DETAILS },
  { value: 2, key: 'IncorrectBeneficiaryDetails', label: INCORRECT_BENEFICIARY_DETAILS },
  { value: 3, key: 'IncorrectAmount', label: INCORRECT_AMOUNT },
  { value: 4, key: 'Fraud', label: FRAUD },
  { value: 5, key: 'Other', label: OTHER },
]);
export type BounceReason = EnumValueOf<typeof BounceReason>;

export const CancelInvoiceReason = defineEnum([
  { value: 0, key: 'InvalidFile', label: { en: 'Invalid file', ru: 'Недопустимый файл' } },
  { value: 1, key: 'IncompleteData', label: { en: 'Incomplete data', ru: 'Неполные данные' } },
  { value: 2, key: 'InvalidBankDetails', label: INVALID_BANK_DETAILS },
  { value: 3, key: 'IncorrectAccountDetails', label: INCORRECT_ACCOUNT_DETAILS },
  { value: 4, key: 'IncorrectBeneficiaryDetails', label: INCORRECT_BENEFICIARY_DETAILS },
  { value: 5, key: 'IncorrectAmount', label: INCORRECT_AMOUNT },
  { value: 6, key: 'IncorrectCurrency', label: { en: 'Incorrect currency', ru: 'Неверная валюта' } },
  { value: 7, key: 'InvalidDate', label: { en: 'Invalid date', ru: 'Неверная дата' } },
  { value: 8, key: 'Other', label: OTHER },
]);
export type CancelInvoiceReason = EnumValueOf<typeof CancelInvoiceReason>;

/** Why staff approve a held conversion (docs/decisions/conversions.md "Hold"); a rejection takes a VoidReason. */
export const ApproveHoldReason = defineEnum([
  { value: 'none', key: 'None', label: { en: 'None', ru: 'Без причины' } },
  { value: 'other', key: 'Other', label: OTHER },
]);
export type ApproveHoldReason = EnumValueOf<typeof ApproveHoldReason>;
