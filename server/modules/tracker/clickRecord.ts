import { randomUUID } from 'node:crypto';
import { SUB_IDS, type SubId } from '../../../domain/offers/trackingLink';
import type { RunRefusal } from '../../../domain/offers/runnable';
import type { TrafficSafety } from '../../../domain/enums/report';

/** Device types of document 1 §9. */
export const DeviceType = { Mobile: 1, Desktop: 2 } as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];

/**
 * One click as the tracker hands it to the writer: plain JSON, so the same record goes to the
 * database directly or through NATS JetStream. `refusal` is null for a click that ran.
 */
export interface ClickRecord extends Record<SubId, string | null> {
  click_id: string;
  /** ISO time */
  clicked_at: string;
  offer_id: number | null;
  affiliate_id: number | null;
  manager_id: number;
  tracking_domain_id: number;
  ip: string;
  /** ISO alpha-2 or `--` */
  country: string;
  device_type: DeviceType;
  os: string;
  browser: string;
  referrer: string;
  refusal: RunRefusal | null;
  /** spec 4 §4, judged by modules/quality as the click is taken; absent (stored NULL): not judged */
  traffic_safety?: TrafficSafety;
  /** FraudReason codes; empty when Safe */
  fraud_reasons?: string[];
  /** the smart link and its entry that picked the offer (spec 4 §6); absent (stored NULL): the offer's own link */
  smart_link_id?: number | null;
  smart_link_entry_id?: number | null;
}

export const CLICK_COLUMNS = [
  'click_id',
  'clicked_at',
  'offer_id',
  'affiliate_id',
  'manager_id',
  'tracking_domain_id',
  ...SUB_IDS,
  'ip',
  'country',
  'device_type',
  'os',
  'browser',
  'referrer',
  'refusal',
  'traffic_safety',
  'fraud_reasons',
  'smart_link_id',
  'smart_link_entry_id',
] as const;

/**
 * A visitor's text as a column takes it: at most `max` characters and no NUL, which PostgreSQL
 * text cannot hold (one such sub-id would fail the whole batch it is written with).
 */
export const storableText = (value: string, max: number) => (value.includes('\0') ? value.replaceAll('\0', '') : value).slice(0, max);

/** 122 random bits, base64url (22 characters): unguessable and safe in URLs and cookies. */
// randomUUID draws from Node's pooled CSPRNG (one system call per 128 ids, not one per id): 122
// random bits, the version and variant bits of a v4 UUID being fixed.
/** Every sub-id empty, with the given ones set: `{ ...subIds({ p1: 'banner' }) }` in a click record. */
export const subIds = (given: Partial<Record<SubId, string | null>> = {}): Record<SubId, string | null> =>
  Object.fromEntries(SUB_IDS.map((p) => [p, given[p] ?? null])) as Record<SubId, string | null>;

export const newClickId = () => Buffer.from(randomUUID().replaceAll('-', ''), 'hex').toString('base64url');

export const CLICK_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
