import type { InterfaceLanguage } from '../../../domain/languages';
import { SUB_IDS } from '../../../domain/tracking/subIds';
import { csvHeader } from '../../../domain/exports/csvColumns';
import { csvLine } from '../users/exportStream';

type Names = Readonly<Record<InterfaceLanguage, string>>;

/** The lead log's own columns the shared header table (domain/exports/csvColumns.ts) does not name. */
const HEADERS: Readonly<Record<string, Names>> = {
  id: { en: 'Lead ID', ru: 'ID лида' },
  created_at: { en: 'Received', ru: 'Получен' },
  status: { en: 'Status', ru: 'Статус' },
  first_name: { en: 'First name', ru: 'Имя' },
  last_name: { en: 'Last name', ru: 'Фамилия' },
  phone: { en: 'Phone', ru: 'Телефон' },
  language: { en: 'Language', ru: 'Язык' },
  external_id: { en: 'External ID', ru: 'Внешний ID' },
  broker_name: { en: 'Broker', ru: 'Брокер' },
  broker_lead_id: { en: 'Broker lead ID', ru: 'ID лида у брокера' },
  broker_status: { en: 'Broker status', ru: 'Статус у брокера' },
  accepted_at: { en: 'Accepted', ru: 'Принят' },
  ftd_at: { en: 'FTD', ru: 'FTD' },
  reasons: { en: 'Why it was refused', ru: 'Почему отклонён' },
};

const header = (key: string, lang: InterfaceLanguage) => HEADERS[key]?.[lang] ?? csvHeader(key, lang);

/** The fields of a lead as the screen shows it (toLead: contacts already masked or not) that the CSV writes. */
interface ShownLead {
  id: string;
  created_at: Date | string;
  status_label: string;
  offer_id: number;
  offer_name: string;
  affiliate_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  language: string | null;
  ip: string;
  click_id: string | null;
  external_id: string | null;
  traffic_safety_label: string;
  reasons: { message: string }[];
  broker_name: string | null;
  broker_lead_id: string | null;
  broker_status: string | null;
  accepted_at: Date | string | null;
  ftd_at: Date | string | null;
}

/** One CSV row of a lead as shown: the status and traffic safety as their labels; the affiliate column for staff only. */
export function leadCsvRow(l: ShownLead & Record<string, unknown>, staff: boolean): Record<string, unknown> {
  return {
    id: l.id,
    created_at: l.created_at,
    status: l.status_label,
    offer_id: l.offer_id,
    offer_name: l.offer_name,
    ...(staff ? { affiliate_name: l.affiliate_name } : {}),
    first_name: l.first_name,
    last_name: l.last_name,
    email: l.email,
    phone: l.phone,
    country: l.country,
    language: l.language,
    ip: l.ip,
    click_id: l.click_id,
    external_id: l.external_id,
    traffic_safety: l.traffic_safety_label,
    reasons: l.reasons.map((r) => r.message).join('; '),
    broker_name: l.broker_name,
    broker_lead_id: l.broker_lead_id,
    broker_status: l.broker_status,
    accepted_at: l.accepted_at,
    ftd_at: l.ftd_at,
    ...Object.fromEntries(SUB_IDS.map((k) => [k, l[k]])),
  };
}

/** The CSV of pages of rows: a BOM and the header (in `lang`) first, even with no rows. */
export function leadCsv<T>(pages: AsyncIterable<T[]>, shape: (r: T) => Record<string, unknown>, lang: InterfaceLanguage): AsyncIterable<string> {
  return (async function* () {
    let keys: string[] | null = null;
    for await (const page of pages) {
      const rows = page.map(shape);
      if (keys === null && rows.length) {
        keys = Object.keys(rows[0]!);
        yield '\ufeff' + csvLine(keys.map((k) => header(k, lang)));
      }
      yield rows.map((r) => csvLine(keys!.map((k) => r[k]))).join('');
    }
    if (keys === null) yield '\ufeff';
  })();
}
