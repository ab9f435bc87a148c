import { useTranslate, type RaRecord } from 'react-admin';
import { ContactTodayReason } from '../../domain/enums/alert';
import { UserLeadStatus } from '../../domain/enums/user';
import type { InterfaceLanguage } from '../../domain/languages';

const M = 'resources.contact-today';

/** Whether the row is about a manager's book (no affiliate; its name is the manager's). */
export const isBookRow = (record: RaRecord) => record.affiliate_id === null || record.affiliate_id === undefined;

/** Who the row is about: the affiliate's name, or "Affiliates of {manager}" for a book row. */
export function useRowName(): (record: RaRecord) => string {
  const translate = useTranslate();
  return (record) => (isBookRow(record) ? translate(`${M}.book`, { name: record.affiliate_name }) : String(record.affiliate_name));
}

/** The row's figures; a negative lead status move (`call_again → declined`) in the reader's language. */
export function detailText(record: RaRecord, lang: InterfaceLanguage): string {
  const detail = String(record.detail ?? '');
  if (ContactTodayReason.is(String(record.reason)) && record.reason !== ContactTodayReason.NegativeLeadStatus) return detail;
  return detail
    .split(' → ')
    .map((code) => (UserLeadStatus.is(code) ? UserLeadStatus.label(code, lang) : code))
    .join(' → ');
}
