import { AlertKind } from '../../../domain/alerts/alertKinds';
import { isoDate } from '../../../domain/billing/terms';
import type { Db } from '../../db/client';
import { startPeriodicJob } from '../../periodicJob';
import { raiseAlert } from '../alerts/alertRepository';
import { overdueAdvertiserInvoices } from './advertiserInvoiceRepository';

/**
 * Raises the overdue alert (for every admin) for each advertiser invoice past its due date and not
 * paid in full. An admin who still has the alert unread gets no second one (the alerts' own
 * de-duplication), so the hourly run repeats nothing; answers the invoices found overdue.
 */
export async function raiseOverdueAlerts(db: Db, now: Date): Promise<number> {
  const overdue = await overdueAdvertiserInvoices(db, isoDate(now));
  for (const invoice of overdue) {
    await raiseAlert(db, { kind: AlertKind.AdvertiserInvoiceOverdue, subject: `advertiser_invoice:${invoice.id}`, name: invoice.number, link: `/advertiser-invoices/${invoice.id}/show` }, { now });
  }
  return overdue.length;
}

/** At start and then hourly: the overdue alerts of advertiser invoices. */
export function startAdvertiserOverdueJob(db: Db, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('Advertiser overdue job', options.intervalMs ?? 3_600_000, () => raiseOverdueAlerts(db, options.now()));
}
