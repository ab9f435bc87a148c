import type { Tx } from '../../db/tx';
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
 * conversion's transaction there, alone on a click). It records nothing yet: the cap's use is
 * already in offer_cap_usage; alerts and e-mails are to be raised from here.
 */
export async function capReached(_db: Tx, _event: CapReachedEvent): Promise<void> {
  // alerts and e-mails on a reached cap go here (spec 4 §5)
}
