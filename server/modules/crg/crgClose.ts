import { sql } from 'drizzle-orm';
import { centsText, closesAt, cohortOf, crgMoney, localMidnight, type CrgAffiliateTerms, type CrgCohortKind } from '../../../domain/crg/cohorts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { readSystemSettings } from '../settings/settingsRepository';

/** At most this many cohorts of one deal are closed in one run (a deal started long ago catches up over runs). */
const CATCH_UP = 60;

interface DealRow {
  id: number;
  offer_id: number;
  affiliate_id: number;
  integration_id: number | null;
  guarantee_percent: string;
  cohort: CrgCohortKind;
  settle_days: number;
  affiliate_terms: CrgAffiliateTerms;
  affiliate_ftd_amount: string;
  advertiser_ftd_amount: string;
  starts_on: string;
}

const cents = (text: string) => Math.round(Number(text) * 100);

/** A cohort's leads (accepted by a broker: a refused lead is no evidence of CR) and FTDs (deposits before `until`). */
export async function cohortFigures(db: Db, deal: Pick<DealRow, 'offer_id' | 'affiliate_id' | 'integration_id'>, from: Date, to: Date, until: Date) {
  const [row] = rowsOf<{ leads: number; ftds: number }>(
    await db.execute(sql`SELECT count(*)::int AS leads, count(*) FILTER (WHERE l.ftd_at IS NOT NULL AND l.ftd_at < ${until.toISOString()}::timestamptz)::int AS ftds
      FROM leads l WHERE l.offer_id = ${deal.offer_id} AND l.affiliate_id = ${deal.affiliate_id} AND l.accepted_at IS NOT NULL
        AND l.created_at >= ${from.toISOString()}::timestamptz AND l.created_at < ${to.toISOString()}::timestamptz
        ${deal.integration_id === null ? sql`` : sql`AND l.integration_id = ${deal.integration_id}`}`),
  );
  return row!;
}

/**
 * Closes every active deal's cohorts whose close time has passed (their end + settle days, in the
 * workspace's time zone): the leads and FTDs then, the shortfall and its money, one row per cohort.
 * Restart-safe and idempotent: the rows are the job's state (`UNIQUE (deal_id, cohort_start)`, ON
 * CONFLICT DO NOTHING) and one closer runs at a time (an advisory lock). Answers how many closed.
 */
export async function closeDueCohorts(db: Db, now: Date): Promise<number> {
  const timeZone = (await readSystemSettings(db))['general-settings'].time_zone || 'UTC';
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(716049)`);
    const deals = rowsOf<DealRow>(
      await tx.execute(sql`SELECT id, offer_id, affiliate_id, integration_id, guarantee_percent::text AS guarantee_percent, cohort, settle_days, affiliate_terms,
        affiliate_ftd_amount::text AS affiliate_ftd_amount, advertiser_ftd_amount::text AS advertiser_ftd_amount, starts_on::text AS starts_on
        FROM crg_deals WHERE status = 1 ORDER BY id`),
    );
    let closed = 0;
    for (const deal of deals) {
      let cohort = cohortOf(deal.cohort, deal.starts_on);
      for (let i = 0; i < CATCH_UP; i += 1, cohort = cohortOf(deal.cohort, cohort.end)) {
        const closes = closesAt(cohort.end, deal.settle_days, timeZone);
        if (closes > now) break;
        const from = new Date(Math.max(localMidnight(cohort.start, timeZone).getTime(), localMidnight(deal.starts_on, timeZone).getTime()));
        const figures = await cohortFigures(tx, deal, from, localMidnight(cohort.end, timeZone), closes);
        const money = crgMoney({
          leads: figures.leads,
          ftds: figures.ftds,
          guaranteeCentiPercent: cents(deal.guarantee_percent),
          terms: deal.affiliate_terms,
          affiliateFtdCents: cents(deal.affiliate_ftd_amount),
          advertiserFtdCents: cents(deal.advertiser_ftd_amount),
        });
        const written = rowsOf<{ id: number }>(
          await tx.execute(sql`INSERT INTO crg_cohorts (deal_id, affiliate_id, cohort_start, cohort_end, leads, ftds, guarantee_percent, shortfall_ftds, affiliate_amount, advertiser_amount, closed_at)
            VALUES (${deal.id}, ${deal.affiliate_id}, ${cohort.start}::date, ${cohort.end}::date, ${figures.leads}, ${figures.ftds}, ${deal.guarantee_percent}::numeric,
              ${money.shortfallFtds}::numeric, ${centsText(money.affiliateCents)}::numeric, ${centsText(money.advertiserCents)}::numeric, ${closes.toISOString()}::timestamptz)
            ON CONFLICT (deal_id, cohort_start) DO NOTHING RETURNING id::int AS id`),
        );
        closed += written.length;
      }
    }
    return closed;
  });
}

