import { sql } from 'drizzle-orm';
import type { Range } from '../../../domain/dashboard/periods';
import { ReportStatus } from '../../../domain/enums/report';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { scopeOn, ts } from '../reports/eventSql';
import type { Scope } from './sumsQuery';

/** The lead-distribution figures of a period (Click types LEAD, FTD, VALIDATION_FAILED, REGISTRATION_FAILED). */
export interface LeadFigures {
  leads: number;
  ftds: number;
  validation_failed: number;
  registration_failed: number;
}

/**
 * The leads in scope of one period, counted as the traffic report's lead measures count them
 * (reports/leadSql.ts): received, refused and failed by the time they came, deposited by the
 * time of the deposit; the scope is the report's (a manager's affiliates now).
 */
export async function leadFigures(db: Db, range: Range, scope: Scope): Promise<LeadFigures> {
  const came = sql`l.created_at >= ${ts(range.start)} AND l.created_at < ${ts(range.finish)}`;
  const deposited = sql`l.ftd_at >= ${ts(range.start)} AND l.ftd_at < ${ts(range.finish)}`;
  const [row] = rowsOf<Record<keyof LeadFigures, number | string>>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE ${came})::int AS leads,
        count(*) FILTER (WHERE ${deposited})::int AS ftds,
        count(*) FILTER (WHERE ${came} AND l.status = ${ReportStatus.ValidationFailed})::int AS validation_failed,
        count(*) FILTER (WHERE ${came} AND l.status = ${ReportStatus.RegistrationFailed})::int AS registration_failed
      FROM leads l
      WHERE ${scopeOn(sql`l.affiliate_id`, scope)} AND ((${came}) OR (${deposited}))`),
  );
  return {
    leads: Number(row?.leads ?? 0),
    ftds: Number(row?.ftds ?? 0),
    validation_failed: Number(row?.validation_failed ?? 0),
    registration_failed: Number(row?.registration_failed ?? 0),
  };
}
