import { sql } from 'drizzle-orm';
import { UserStatus } from '../../../domain/enums/user';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { rowsOf } from '../../db/rows';
import { sendMail } from '../../mail/transport';
import { startPeriodicJob } from '../../periodicJob';
import { alertDigestLetter } from './alertLetters';
import { alertPath, MAIL_WINDOW_MS } from './alertRepository';

interface HeldRow {
  id: number;
  user_id: number;
  kind: string;
  params: Record<string, string>;
  link: string;
  created_at: Date | string;
  email: string;
  language: string;
  user_type: number;
}

/**
 * Mails the alerts the hour's limit held back (docs/decisions/alerts.md): for each recipient, one
 * digest of their held alerts whose kind they still choose by e-mail and whose kind and subject had
 * no mail to them within the hour before `now`. The digest is queued in the outbox, and its alerts
 * marked mailed, in one transaction, with the rows locked (SKIP LOCKED): a run killed half-way
 * leaves them held for the next, and two processes never mail the same alert. A held alert of a kind
 * the recipient no longer chooses is let go. Answers how many digests were queued.
 */
export async function sendAlertDigests(db: Db, now: Date): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    const since = new Date(now.getTime() - MAIL_WINDOW_MS).toISOString();
    await tx.execute(sql`
      UPDATE alerts a SET mail_held = false FROM users u
      WHERE u.id = a.user_id AND a.mail_held AND NOT (a.kind = ANY(u.email_notifications))`);
    const rows = rowsOf<HeldRow>(
      await tx.execute(sql`
        SELECT a.id::int AS id, a.user_id, a.kind, a.params, a.link, a.created_at, u.email, u.language, u.user_type
        FROM alerts a JOIN users u ON u.id = a.user_id
        WHERE a.mail_held AND a.mailed_at IS NULL AND u.status_id = ${UserStatus.Active}
          AND a.kind = ANY(u.email_notifications)
          AND NOT EXISTS (SELECT 1 FROM alerts p WHERE p.user_id = a.user_id AND p.kind = a.kind AND p.subject = a.subject
            AND p.mailed_at > ${since}::timestamptz)
        ORDER BY a.user_id, a.id
        FOR UPDATE OF a SKIP LOCKED`),
    );
    const byUser = new Map<number, HeldRow[]>();
    for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
    for (const held of byUser.values()) {
      const first = held[0]!;
      const items = held.map((r) => ({ kind: r.kind, name: r.params.name ?? '', url: `${r.params.origin ?? ''}${alertPath(r.user_type, r.link)}`, createdAt: new Date(r.created_at) }));
      await sendMail(tx, { to: first.email, ...alertDigestLetter(items, first.language) }, now);
    }
    if (rows.length)
      await tx.execute(sql`
        UPDATE alerts SET mailed_at = ${now.toISOString()}::timestamptz, mail_held = false
        WHERE id IN (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)})`);
    return byUser.size;
  });
}

/**
 * The alert digest job: at start and then every 5 minutes. Its state is the alerts' own marks
 * (held, mailed), changed with the digest's queuing, so a restart or several app processes mail
 * nothing twice.
 */
export function startAlertDigestJob(db: Db, options: { now: () => Date; intervalMs?: number }) {
  return startPeriodicJob('Alert digest job', options.intervalMs ?? 300_000, () => sendAlertDigests(db, options.now()));
}
