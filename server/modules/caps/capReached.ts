import { sql } from 'drizzle-orm';
import { AlertKind } from '../../../domain/alerts/alertKinds';
import { CapMetric, CapPeriod } from '../../../domain/offers/caps';
import type { Tx } from '../../db/tx';
import { raiseAlert } from '../alerts/alertRepository';
import type { CapRow } from './capRepository';

/** A cap at its limit in one window: the moment an alert (spec 4 §5) or an e-mail hooks in. */
export interface CapReachedEvent {
  cap: CapRow;
  /** the window's first local day (domain/offers/caps.ts capWindow) */
  window: string;
  /** false: this request took the cap's last unit (once per cap and window); true: a request the cap refused */
  refused: boolean;
  at: Date;
}

/**
 * The one place a reached cap is reported, by the click and the conversion paths alike (in the
 * conversion's transaction there, alone on a click). The request that takes a cap's last unit
 * raises the `cap_reached` alert for the admins (and the manager of the affiliate a pair cap is
 * for), with its e-mail where chosen (docs/decisions/alerts.md); the requests refused after it
 * raise nothing, so a full cap costs the click path no more statements. The bells see it at their
 * stream's next re-read (the click path holds no notifier).
 */
export async function capReached(db: Tx, event: CapReachedEvent): Promise<void> {
  if (event.refused) return;
  const { cap } = event;
  try {
    const name = await capName(db, cap);
    await raiseAlert(
      db,
      { kind: AlertKind.CapReached, subject: `cap:${cap.id}:${event.window}`, name, link: `/offers/${cap.offerId}/show`, affiliateId: cap.affiliateId },
      { now: event.at },
    );
  } catch (error) {
    // an alert that cannot be written never costs the click or the conversion (its savepoint is rolled back)
    console.error('Cap reached: the alert was not raised:', error instanceof Error ? error.message : error);
  }
}

/** The offer and the cap, as the alert's sentence names them: `Summer promo — Clicks, Daily: 2`. */
async function capName(db: Tx, cap: CapRow): Promise<string> {
  const { rows } = (await db.execute(sql`SELECT name FROM offers WHERE id = ${cap.offerId}`)) as unknown as { rows: { name: string }[] };
  return `${rows[0]?.name ?? `#${cap.offerId}`} — ${CapMetric.label(cap.metric, 'en')}, ${CapPeriod.label(cap.period, 'en')}: ${cap.limit}`;
}
