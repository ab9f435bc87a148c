import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { StatusGroup, type StatusGroup as Group, type StatusSource } from '../../../domain/leads/statusGroups';
import type { Db } from '../../db/client';
import { leadStatuses, users } from '../../db/schema';
import type { Tx } from '../../db/tx';

/** Why a status was not taken: it came after the integration's look-back. */
export type StatusRefusal = 'lookback';

export interface NewLeadStatus {
  leadId: string;
  integrationId: number | null;
  raw: string;
  group: Group | null;
  source: StatusSource;
  receivedAt: Date;
  brokerAt: Date | null;
  refusal?: StatusRefusal | null;
  /** a manual status: who entered it and their note */
  actorId?: number | null;
  note?: string | null;
}

/**
 * Appends a status to the lead's history (migrations/0044: the table refuses UPDATE and DELETE).
 * A taken status equal to the last taken one (the same word again: a pull every few minutes, a
 * postback sent twice) adds nothing; a refused one is always kept, as the log of the refusal, and so
 * is one a person entered (their note says why).
 * Answers whether a row was added.
 */
export async function appendStatus(tx: Tx, s: NewLeadStatus): Promise<boolean> {
  if (!s.refusal && s.source !== 'manual') {
    const [last] = await tx
      .select({ raw: leadStatuses.rawStatus, group: leadStatuses.statusGroup })
      .from(leadStatuses)
      .where(and(eq(leadStatuses.leadId, s.leadId), isNull(leadStatuses.refusal)))
      .orderBy(desc(leadStatuses.id))
      .limit(1);
    if (last && last.raw.trim().toLowerCase() === s.raw.trim().toLowerCase() && last.group === s.group) return false;
  }
  await tx.insert(leadStatuses).values({
    leadId: s.leadId,
    integrationId: s.integrationId,
    rawStatus: s.raw,
    statusGroup: s.group,
    source: s.source,
    receivedAt: s.receivedAt,
    brokerAt: s.brokerAt,
    refusal: s.refusal ?? null,
    actorId: s.actorId ?? null,
    note: s.note ?? null,
  });
  return true;
}

/** A lead's status history as the lead's page shows it, oldest first, groups in the caller's language. */
export async function statusHistory(db: Db, leadId: string, language: 'en' | 'ru') {
  const rows = await db
    .select({ status: leadStatuses, actorName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`, actorEmail: users.email })
    .from(leadStatuses)
    .leftJoin(users, eq(users.id, leadStatuses.actorId))
    .where(eq(leadStatuses.leadId, leadId))
    .orderBy(asc(leadStatuses.id));
  return rows.map(({ status: r, actorName, actorEmail }) => ({
    id: r.id,
    raw_status: r.rawStatus,
    group: r.statusGroup,
    group_label: r.statusGroup === null ? null : StatusGroup.label(r.statusGroup, language),
    source: r.source,
    received_at: r.receivedAt,
    broker_at: r.brokerAt,
    refusal: r.refusal,
    actor: r.actorId === null ? null : (actorName ?? actorEmail),
    note: r.note,
  }));
}
