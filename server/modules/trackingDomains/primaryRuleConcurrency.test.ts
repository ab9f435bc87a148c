import { beforeAll, describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { and, eq } from 'drizzle-orm';
import { trackingDomainRules } from '../../db/schema';

// On PostgreSQL the calls below really overlap (a pool of connections); on PGlite they
// serialise. Either way every call must succeed and the domain must end with one primary rule.

const t = serverAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = await t.cookieFor('admin');
});

const BASE = '/api/admin/tracking-domains/tracking-domain-rules';

async function newDomain(domain: string): Promise<number> {
  const res = await t.call('POST', '/api/admin/tracking-domains/tracking-domains', { cookie: admin, body: { domain } });
  return (await res.json()).data.id;
}
async function addRules(domainId: number, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.call('POST', BASE, { cookie: admin, body: { tracking_domain_id: domainId, redirect_type_id: 2, note: `rule ${i}` } });
    ids.push((await res.json()).data.id);
  }
  return ids;
}
async function primariesOf(domainId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: trackingDomainRules.id })
    .from(trackingDomainRules)
    .where(and(eq(trackingDomainRules.trackingDomainId, domainId), eq(trackingDomainRules.isPrimary, true)));
  return rows.map((r) => r.id);
}
const setPrimary = (id: number) => t.call('PATCH', `${BASE}/${id}/set-as-primary`, { cookie: admin });

describe('one primary rule per tracking domain under concurrent requests', () => {
  it('two concurrent set-as-primary calls both succeed and leave exactly one primary', async () => {
    const domain = await newDomain('race-two.example.org');
    const [, second, third] = await addRules(domain, 3);
    const answers = await Promise.all([setPrimary(second!), setPrimary(third!)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const primaries = await primariesOf(domain);
    expect(primaries).toHaveLength(1);
    expect([second, third]).toContain(primaries[0]);
  });

  it('a burst of set-as-primary calls over every rule still leaves one primary', async () => {
    const domain = await newDomain('race-burst.example.org');
    const ids = await addRules(domain, 5);
    const answers = await Promise.all([...ids, ...ids].map(setPrimary));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await primariesOf(domain)).toHaveLength(1);
  });

  it('concurrent first rules of an empty domain make exactly one of them primary', async () => {
    const domain = await newDomain('race-create.example.org');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.call('POST', BASE, { cookie: admin, body: { tracking_domain_id: domain, redirect_type_id: 1 } })),
    );
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await primariesOf(domain)).toHaveLength(1);
  });

  it('deleting a rule while it is being made primary never leaves a deleted primary', async () => {
    const domain = await newDomain('race-delete.example.org');
    const [first, second] = await addRules(domain, 2);
    const [made, deleted] = await Promise.all([setPrimary(second!), t.call('DELETE', `${BASE}/${second}`, { cookie: admin })]);
    // whichever came first wins; the other is refused (409) rather than breaking the rule
    expect([made.status, deleted.status].sort()).toEqual([200, 409]);
    const primaries = await primariesOf(domain);
    expect(primaries).toHaveLength(1);
    const [row] = await t.database.db.select().from(trackingDomainRules).where(eq(trackingDomainRules.id, primaries[0]!));
    expect(row!.status).toBe(1);
    expect([first, second]).toContain(primaries[0]);
  });
});
