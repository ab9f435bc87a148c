import SwaggerParser from '@apidevtools/swagger-parser';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT_PATH, type ReferenceDocument, type ReferenceOperation, type ReferenceSchema } from '../../../domain/apiReference/document';
import { WORKSPACE_FEATURES } from '../../../domain/permissions/features';
import { SUMMARIES_RU } from '../../../domain/apiReference/summariesRu';
import { saveGeneralSettings } from '../settings/settingsRepository';
import { serverAppPerFile } from '../../../test/serverTest';

// private addresses allowed: the postback an integrator saves below points at this machine
const t = serverAppPerFile({ API_KEY_REQUESTS_PER_MINUTE: '100000', OUTGOING_ALLOW_PRIVATE_NETWORKS: '1' });

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation = ReferenceOperation & { method: Method; path: string };
type Role = 'affiliate' | 'advertiser';

let doc: ReferenceDocument;
const keys: Record<Role, Record<'read' | 'write', string>> = { affiliate: { read: '', write: '' }, advertiser: { read: '', write: '' } };

async function createKey(who: Role, scope: 'read' | 'write') {
  const res = await t.call('POST', `/api/${who}/me/api-keys`, { cookie: await t.cookieFor(who), body: { name: `reference ${scope}`, scope } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { key: string } }).data.key;
}

const operations = (): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ ...op!, method: method as Method, path })));
const roleOf = (op: Operation): Role => (op.tags[0]!.startsWith('advertiser') ? 'advertiser' : 'affiliate');

type Call = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** A client made from the document alone, calling the real app with a key, as an integrator's would. */
function clientFor(key: string) {
  const client = createClient({
    baseUrl: 'http://localhost',
    headers: { Authorization: `Bearer ${key}` },
    fetch: (request: Request) => Promise.resolve(t.app.request(request)),
  });
  // the paths come from the document at run time, not from generated types
  return { GET: client.GET as unknown as Call, POST: client.POST as unknown as Call, PUT: client.PUT as unknown as Call, PATCH: client.PATCH as unknown as Call };
}

beforeAll(async () => {
  // every feature on: the document names each call whatever the workspace has switched on
  await saveGeneralSettings(t.database.db, { workspace_features: [...WORKSPACE_FEATURES] }, new Date());
  const res = await t.call('GET', OPENAPI_DOCUMENT_PATH);
  expect(res.status).toBe(200);
  doc = (await res.json()) as ReferenceDocument;
  for (const role of ['affiliate', 'advertiser'] as const) keys[role] = { read: await createKey(role, 'read'), write: await createKey(role, 'write') };
  // a postback of the affiliate's own, saved with the write key, for the calls that take one
  const saved = await clientFor(keys.affiliate.write).POST('/api/affiliate/postbacks', { body: { action: 'lead', method: 'GET', url: 'http://127.0.0.1:9/pb?c={click_id}' } });
  expect(saved.response.status).toBe(201);
});

/**
 * Ids the path parameters take: the first row of the call's own list (`/x/{id}/y` → `POST /x/list`
 * or `GET /x`), else the caller's own id; null when the list is empty (nothing there to read).
 */
async function idsFor(op: Operation, client: ReturnType<typeof clientFor>): Promise<Record<string, number> | null> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (!names.length) return {};
  // the contract path /api/v1/leads has its list under the affiliate's /api/affiliate/leads
  const base = op.path.slice(0, op.path.indexOf('/{')).replace(/^\/api\/v1\//, '/api/affiliate/');
  const firstId = (data: unknown) => (data as { data?: Array<{ id: number }> } | undefined)?.data?.[0]?.id ?? null;
  let id: number | null | undefined;
  if (doc.paths[`${base}/list`]?.post) id = firstId((await client.POST(`${base}/list`, { body: {} })).data);
  else if (doc.paths[base]?.get) id = firstId((await client.GET(base, {})).data);
  else id = ((await client.GET(`/api/${roleOf(op)}/me`, {})).data as { data: { id: number } }).data.id;
  return id === null ? null : Object.fromEntries(names.map((n) => [n, id]));
}

const acceptsObject = (s: ReferenceSchema | undefined): boolean =>
  !s || (s.type === undefined && !s.anyOf && s.enum === undefined && s.const === undefined) || s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object')) || (s.anyOf ?? []).some(acceptsObject);

describe('the public API reference', () => {
  it('is a valid OpenAPI 3.1 document, served without signing in', async () => {
    expect(doc).toMatchObject({ openapi: '3.1.0', info: { version: '1' } });
    await expect(SwaggerParser.validate(structuredClone(doc) as unknown as Parameters<typeof SwaggerParser.validate>[0])).resolves.toBeTruthy();
  });

  it('names every call an affiliate’s or advertiser’s key may make, each with a summary and its scopes, and no other', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(80);
    const named = new Set(ops.map((o) => `${o.method.toUpperCase()} ${o.path}`));
    for (const call of ['POST /api/affiliate/campaigns/list', 'POST /api/affiliate/reports/traffic', 'POST /api/v1/leads', 'GET /api/v1/leads/{id}', 'POST /api/advertiser/portal/offers/list', 'GET /api/advertiser/portal/balance']) {
      expect(named).toContain(call);
    }
    // staff calls and the calls a key is refused
    for (const call of ['POST /api/admin/campaigns/list', 'POST /api/affiliate/me/api-keys', 'POST /api/affiliate/me/two-factor', 'GET /api/affiliate/me/sessions']) expect(named).not.toContain(call);
    for (const op of ops) {
      expect(op.summary, `${op.method} ${op.path}`).not.toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
      if (op.method === 'get') expect(op.security[0]!.apiKey, op.path).toEqual(['read']);
    }
    expect(doc.paths['/api/v1/leads']!.post!.security[0]!.apiKey).toEqual(['write', 'leads']);
    expect(doc.paths['/api/affiliate/postbacks']!.post!.security[0]!.apiKey).toEqual(['write']);
    expect(doc.paths['/api/affiliate/reports/traffic']!.post!.security[0]!.apiKey).toEqual(['read']);
  });

  it('lets a read key make every documented read through a client made from the document', async () => {
    const reads = operations().filter((o) => o.security[0]!.apiKey.includes('read'));
    expect(reads.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const op of reads) {
      const client = clientFor(keys[roleOf(op)].read);
      const ids = await idsFor(op, client);
      const params = { path: ids ?? Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 2_000_000_000])) };
      // CSV and PDF answers too: read as text, never parsed as JSON
      const { response, error } = op.method === 'get' ? await client.GET(op.path, { params, parseAs: 'text' }) : await client.POST(op.path, { params, body: {}, parseAs: 'text' });
      // with nothing of theirs to read, the key is still let through: the answer is "not found"
      const expected = ids === null ? 404 : 200;
      if (response.status !== expected) failures.push(`${op.method.toUpperCase()} ${op.path}: ${response.status} ${JSON.stringify(error)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a read key every documented change with 403', async () => {
    const writes = operations().filter((o) => !o.security[0]!.apiKey.includes('read'));
    expect(writes.length).toBeGreaterThan(5);
    for (const op of writes) {
      const res = await t.app.request(`http://localhost${op.path.replace(/\{\w+\}/g, '1')}`, {
        method: op.method.toUpperCase(),
        headers: { Authorization: `Bearer ${keys[roleOf(op)].read}`, 'Content-Type': 'application/json' },
        body: op.method === 'get' ? undefined : '{}',
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
    }
  });

  it('describes each body by the schema its call validates with: a value of the wrong type is a 422 on that very field', async () => {
    let probed = 0;
    const disagreements: string[] = [];
    for (const op of operations()) {
      const schema = op.requestBody?.content['application/json'].schema;
      const fields = Object.entries(schema?.properties ?? {}).filter(([, s]) => !acceptsObject(s));
      if (!fields.length) continue;
      const client = clientFor(keys[roleOf(op)].write);
      const params = { path: (await idsFor(op, client)) ?? {} };
      for (const [field] of fields) {
        const body = { [field]: { not: 'a value of this field' } };
        const call = { params, body };
        const { response, error } = op.method === 'put' ? await client.PUT(op.path, call) : op.method === 'patch' ? await client.PATCH(op.path, call) : await client.POST(op.path, call);
        const answer = response.status === 422 ? (error as Array<{ field: string }>) : [];
        if (!answer.some((e) => e.field === field || e.field.startsWith(`${field}.`))) disagreements.push(`${op.method.toUpperCase()} ${op.path} ${field}: ${response.status}`);
        probed++;
      }
    }
    expect(probed).toBeGreaterThan(100);
    expect(disagreements).toEqual([]);
  });

  it('has every summary in Russian too, for the reference screen', () => {
    expect(operations().map((o) => o.summary).filter((summary) => !SUMMARIES_RU[summary])).toEqual([]);
  });

  it('describes the query string of a call by its schema too', async () => {
    const op = doc.paths['/api/affiliate/dictionary/countries']!.get!;
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'lang', in: 'query', required: false }));
    const res = await t.app.request('http://localhost/api/affiliate/dictionary/countries?lang=de', { headers: { Authorization: `Bearer ${keys.affiliate.read}` } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Array<{ field: string }>).map((e) => e.field)).toEqual(['lang']);
  });
});
