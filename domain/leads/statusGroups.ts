import { defineEnum, type EnumValueOf } from '../enums/define-enum';

/**
 * The common groups a broker's own status words are mapped into (spec 4 §2), so every desk's
 * statuses read alike; `ftd` is the deposit and moves the lead to FTD.
 */
export const StatusGroup = defineEnum([
  { value: 'new', key: 'New', label: { en: 'New', ru: 'Новый' }, style: 'info' },
  { value: 'no_answer', key: 'NoAnswer', label: { en: 'No answer', ru: 'Нет ответа' }, style: 'warning' },
  { value: 'call_back', key: 'CallBack', label: { en: 'Call back', ru: 'Перезвонить' }, style: 'info' },
  { value: 'not_interested', key: 'NotInterested', label: { en: 'Not interested', ru: 'Не заинтересован' }, style: 'danger' },
  { value: 'ftd', key: 'Ftd', label: { en: 'FTD', ru: 'FTD' }, style: 'success' },
  { value: 'invalid', key: 'Invalid', label: { en: 'Invalid', ru: 'Недействительный' }, style: 'danger' },
]);
export type StatusGroup = EnumValueOf<typeof StatusGroup>;

/** Where a status came from: the broker's postback, our pull of its status endpoint, or a person. */
export const STATUS_SOURCES = ['postback', 'pull', 'manual'] as const;
export type StatusSource = (typeof STATUS_SOURCES)[number];

/** One line of an integration's mapping: the broker's word and its group. */
export interface StatusMapping {
  status: string;
  group: StatusGroup;
}

const word = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The group of a broker's status: the integration's mapping first (case and spaces aside), else a
 * word that names a group itself (`FTD`, `no answer`, `call_back` in either language); else none
 * (kept as unmapped: staff add it to the mapping).
 */
export function groupOf(raw: string, mapping: readonly StatusMapping[]): StatusGroup | null {
  const w = word(raw);
  const mapped = mapping.find((m) => word(m.status) === w);
  if (mapped) return mapped.group;
  for (const value of StatusGroup.values) {
    if (w === value || w === value.replace(/_/g, ' ') || w === word(StatusGroup.label(value, 'en')) || w === word(StatusGroup.label(value, 'ru'))) return value;
  }
  return null;
}
