import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PixelAction } from '../../domain/enums/pixel';
import { serverAppPerFile } from '../../test/serverTest';

// The demo as every test file gets it (seeded once by the global setup): its month of leads.
const t = serverAppPerFile();
const rows = async <T>(q: string) => ((await t.database.db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;

describe('the demo’s leads', () => {
  it('are every kind the push engine leaves, each with its push log, trace or reasons', async () => {
    const byStatus = Object.fromEntries((await rows<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM leads GROUP BY status`)).map((r) => [r.status, r.n]));
    expect(byStatus.ACCEPTED).toBeGreaterThan(150);
    expect(byStatus.FTD).toBeGreaterThan(10);
    expect(byStatus.REGISTRATION_FAILED).toBeGreaterThan(10);
    expect(byStatus.VALIDATION_FAILED).toBeGreaterThan(10);
    // accepted: the last try accepted, with the key the broker saw; the failovers came after a refusal
    const wrong = await rows(`
      SELECT l.id FROM leads l
      LEFT JOIN LATERAL (SELECT * FROM lead_pushes p WHERE p.lead_id = l.id ORDER BY p.id DESC LIMIT 1) p ON true
      WHERE l.status IN ('ACCEPTED', 'FTD') AND (p.outcome IS DISTINCT FROM 'accepted' OR p.integration_id <> l.integration_id
        OR p.idempotency_key <> l.id::text || ':' || l.integration_id OR l.autologin_token IS NULL OR l.broker_lead_id IS DISTINCT FROM p.broker_lead_id)`);
    expect(wrong).toEqual([]);
    const [failover] = await rows<{ n: number }>(`
      SELECT count(*)::int AS n FROM lead_pushes a JOIN lead_pushes r ON r.lead_id = a.lead_id AND r.id < a.id AND r.outcome = 'refused'
      WHERE a.outcome = 'accepted' AND a.source = 'failover'`);
    expect(failover!.n).toBeGreaterThan(0);
    const [unexplained] = await rows<{ n: number }>(`
      SELECT count(*)::int AS n FROM leads l WHERE (l.status = 'REGISTRATION_FAILED' AND jsonb_array_length(l.trace) = 0)
        OR (l.status = 'VALIDATION_FAILED' AND (jsonb_array_length(l.reasons) = 0 OR EXISTS (SELECT 1 FROM lead_pushes p WHERE p.lead_id = l.id)))`);
    expect(unexplained!.n).toBe(0);
    expect((await rows(`SELECT 1 FROM leads WHERE autologin_opened_at IS NOT NULL LIMIT 1`)).length).toBe(1);
  });

  it('have their deposits recorded as FTD conversions of the lead, late ones flagged, and capacity use equal to the accepted leads', async () => {
    const ftds = await rows<{ action: string; payable: number; same: boolean; late_ftd: number }>(`
      SELECT c.action, c.payable, (c.affiliate_id = l.affiliate_id AND c.offer_id = l.offer_id AND c.created_at = l.ftd_at) AS same, l.late_ftd
      FROM leads l JOIN conversions c ON c.id = l.conversion_id AND c.click_id = l.id::text WHERE l.status = 'FTD'`);
    const [all] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE status = 'FTD'`);
    expect(ftds).toHaveLength(all!.n);
    expect(ftds.every((c) => Number(c.action) === PixelAction.FTD && c.payable === 1 && c.same)).toBe(true);
    expect(ftds.some((c) => c.late_ftd === 1)).toBe(true);
    const mismatched = await rows(`
      SELECT u.* FROM capacity_use u FULL JOIN (
        SELECT l.integration_id, l.country, (l.accepted_at AT TIME ZONE i.time_zone)::date AS day, count(*)::int AS n
        FROM leads l JOIN broker_integrations i ON i.id = l.integration_id WHERE l.accepted_at IS NOT NULL GROUP BY 1, 2, 3
      ) a ON a.integration_id = u.integration_id AND a.country = u.country AND a.day = u.day
      WHERE u.used IS DISTINCT FROM a.n`);
    expect(mismatched).toEqual([]);
  });
});
