import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppDataProvider } from '../providers/appDataProvider';
import { createBillingCalls } from '../providers/billingCalls';
import { createReferralCalls } from '../providers/referralCalls';
import { createAdvertiserBillingCalls } from '../providers/advertiserBillingCalls';
import { createAlertCalls } from '../providers/alertCalls';
import type { AccessAction, ResourceAccess } from '../providers/canAccess';
import { accessTable as resourceAccess } from '../providers/resourceTables';
import { createConversionCalls } from '../providers/conversionCalls';
import { createAdvertiserCalls } from '../providers/advertiserCalls';
import { createDictionaryCache } from '../providers/dictionaryCache';
import { resolveUrl } from '../providers/http/resolveUrl';
import type { HttpClient, HttpMethod, HttpResponse, Role } from '../providers/http/types';
import { createOfferCalls } from '../providers/offerCalls';
import { createPermissionCalls } from '../providers/permissionsApi';
import { createPostbackCalls } from '../providers/postbackCalls';
import { createWebhookCalls } from '../providers/webhookCalls';
import { createArchiveCalls } from '../providers/archiveCalls';
import { createProfileCalls } from '../providers/profileApi';
import { createReportCalls } from '../providers/reportCalls';
import { createSecurityCalls } from '../providers/securityCalls';
import { createUiSettingsApi } from '../providers/uiSettings/uiSettingsApi';
import { createUserCalls, exportPaths, type ExportName } from '../providers/userCalls';
import { batchPaths, createPaths, recordPaths, resourcePaths } from '../providers/resourcePaths';
import { AUTH_PATHS } from '../providers/authPaths';
import { allEndpoints, fullPath } from '../server/endpoints';
import { keysOf } from '../server/http/guards';

// No button calls a route that does not exist. Every call the providers can make is
// recorded through a fake http client and matched, method and path, against the server's table.

interface Call {
  method: string;
  url: string;
  from: string;
}

/** Hono's path syntax (`:id`, `:id{[0-9]+}`, `*`) as a regular expression over the full URL path. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^:\w+(?:\{(.+)\})?(\?)?$/.exec(segment);
      if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const ROUTES = allEndpoints().map((e) => ({ method: e.method as string, pattern: patternOf(fullPath(e)), path: fullPath(e) }));
const exists = (method: string | null, url: string) => {
  const path = url.split('?', 1)[0]!;
  return ROUTES.some((r) => (method === null || r.method === method) && r.pattern.test(path));
};

function recorder(role: Role, from: string, calls: Call[]): HttpClient {
  return {
    async request<T>(method: HttpMethod, path: string): Promise<HttpResponse<T>> {
      calls.push({ method, url: resolveUrl(path, { base: '/api', role }), from });
      const json = { success: true, data: { permissions: [], data: [] } } as unknown as T;
      return { status: 200, headers: new Headers(), json, request: { method, url: path, headers: {}, body: null }, response: new Response() };
    },
    async download(method: HttpMethod, path: string) {
      calls.push({ method, url: resolveUrl(path, { base: '/api', role }), from: `${from} (download)` });
      return new Blob([]);
    },
  };
}

/** Calls every function of a call module; the arguments a path depends on come from `args`, others are an id. */
async function callAll(module: object, args: Record<string, unknown[]> = {}) {
  for (const [name, fn] of Object.entries(module)) {
    if (typeof fn !== 'function') continue;
    try {
      await (fn as (...a: unknown[]) => unknown)(...(args[name] ?? [1, 1, 1]));
    } catch {
      // only the request matters here
    }
  }
}

const CRUD: Record<Exclude<AccessAction, 'export' | 'ban' | 'approve'>, (dp: ReturnType<typeof createAppDataProvider>, resource: string) => Promise<unknown>> = {
  list: (dp, resource) => dp.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
  show: (dp, resource) => dp.getOne(resource, { id: 1 }),
  create: (dp, resource) => dp.create(resource, { data: {} }),
  edit: (dp, resource) => dp.update(resource, { id: 1, data: {}, previousData: { id: 1 } }),
  delete: (dp, resource) => dp.delete(resource, { id: 1, previousData: { id: 1 } }),
};

/**
 * The create and edit screens a resource registers (resources/<name>/index.ts). Elsewhere a
 * create or edit access rule guards a named call (an upload, a moderation), tested below.
 */
function formViews(resource: string): Set<string> {
  try {
    const text = readFileSync(join('resources', resource, 'index.ts'), 'utf8');
    return new Set(['create', 'edit'].filter((view) => new RegExp(`\\b${view}\\b\\s*[:,]`).test(text)));
  } catch {
    return new Set();
  }
}

/** Each CRUD action an access table offers on a resource with a path, and the screen it opens (a form only where registered). */
function* screenActions(table: Readonly<Record<string, ResourceAccess>>) {
  for (const [resource, access] of Object.entries(table)) {
    if (!(resource in resourcePaths)) continue;
    const forms = formViews(resource);
    for (const [action, run] of Object.entries(CRUD)) {
      const rule = access[action as AccessAction];
      if (!rule || ((action === 'create' || action === 'edit') && !forms.has(action))) continue;
      yield { resource, action, rule, run };
    }
  }
}

/** The calls one action makes through the dataProvider for a role, each labelled `from`. */
async function callsOf(resource: string, run: (typeof CRUD)[keyof typeof CRUD], role: Role, from: string, calls: Call[] = []): Promise<Call[]> {
  const cache = createDictionaryCache({ storage: null as never });
  const dp = createAppDataProvider(recorder(role, from, calls), resourcePaths, { cache, recordPaths, createPaths });
  await run(dp, resource).catch(() => undefined);
  return calls;
}

async function dataProviderCalls(): Promise<Call[]> {
  const calls: Call[] = [];
  for (const { resource, action, rule, run } of screenActions(resourceAccess)) {
    await callsOf(resource, run, (rule.roles?.[0] ?? 'admin') as Role, `${resource} ${action}`, calls);
  }
  return calls;
}

async function namedCalls(): Promise<Call[]> {
  const calls: Call[] = [];
  const http = (role: Role, from: string) => recorder(role, from, calls);
  await callAll(createOfferCalls(http('admin', 'offerCalls')));
  const conversions = createConversionCalls(http('admin', 'conversionCalls'));
  await callAll(conversions, { moderateConversion: [1, 'void', { reason: 'x' }], decideHold: [1, 'approve', 'none'] });
  await conversions.decideHold(1, 'reject', 'fraud');
  for (const action of ['void', 'unvoid', 'change-amount'] as const) await conversions.moderateConversion(1, action, { reason: 'x' });
  await callAll(createPostbackCalls(http('affiliate', 'postbackCalls')));
  await callAll(createWebhookCalls(http('affiliate', 'webhookCalls')));
  await callAll(createArchiveCalls(http('admin', 'archiveCalls')));
  await callAll(createAdvertiserCalls(http('advertiser', 'advertiserCalls')));
  await callAll(createReportCalls(http('admin', 'reportCalls')));
  await callAll(createSecurityCalls(http('admin', 'securityCalls')), { endSession: ['abc'] });
  await callAll(createProfileCalls(http('admin', 'profileApi')));
  await callAll(createPermissionCalls(http('admin', 'permissionsApi')), {
    updateSettingsSection: ['general-settings', {}],
    saveRoleDefaults: ['manager', []],
  });
  await callAll(createUiSettingsApi(http('admin', 'uiSettingsApi'), { isViewOnly: () => false }), { saveGrids: [[{}]] });
  for (const role of ['admin', 'affiliate'] as const) {
    await callAll(createBillingCalls(http(role, `billingCalls (${role})`)), { decideInvoice: [1, 'approve'] });
  }
  await callAll(createAdvertiserBillingCalls(http('admin', 'advertiserBillingCalls')));
  await callAll(createReferralCalls(http('affiliate', 'referralCalls')));
  const { watchUnreadAlerts, ...alertCalls } = createAlertCalls(http('manager', 'alertCalls'), { role: 'manager', apiBase: '/api' });
  await callAll(alertCalls);
  // without EventSource the watch polls the count once at once: stopped before its interval fires
  (await watchUnreadAlerts(() => {}))();
  const users = createUserCalls(http('admin', 'userCalls'));
  await callAll(users, { downloadExport: ['payouts', {}] });
  for (const name of Object.keys(exportPaths) as ExportName[]) await users.downloadExport(name, {});
  // the batches react-admin's updateMany sends with meta.batch, and the choice lists of meta.options
  const cache = { read: (_path: string, _params: unknown, load: () => Promise<unknown>) => load() } as never;
  const dp = createAppDataProvider(http('admin', 'dataProvider'), resourcePaths, { cache, recordPaths, createPaths });
  for (const [resource, batches] of Object.entries(batchPaths)) {
    for (const batch of Object.keys(batches)) await dp.updateMany(resource, { ids: [1], data: {}, meta: { batch } });
  }
  await dp.getList('user-operations/managers', { meta: { options: true } });
  for (const name of ['commission-types', 'redirect-types', 'traffic-channels', 'countries']) await dp.getDictionary(`/dictionary/${name}`);
  return calls;
}

const SCREEN_FOLDERS = ['src', 'resources'];
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });

describe('every call the screens can make has a route', () => {
  it('the dataProvider: each resource and each action its access rule offers', async () => {
    const calls = await dataProviderCalls();
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((c) => !exists(c.method, c.url)).map((c) => `${c.from}: ${c.method} ${c.url}`)).toEqual([]);
  });

  it('the records every reference component of the screens reads (getMany, or getManyReference for a ReferenceManyField)', async () => {
    const references = new Set(
      SCREEN_FOLDERS.flatMap((folder) =>
        sourceFiles(folder).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/<(Reference\w*)\s[^>]*?reference="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)),
      ),
    );
    expect(references.size).toBeGreaterThan(5);
    const calls: Call[] = [];
    for (const found of references) {
      const [component, resource] = found.split(' ') as [string, string];
      const cache = createDictionaryCache({ storage: null as never });
      const dp = createAppDataProvider(recorder('admin', `${component} ${resource}`, calls), resourcePaths, { cache, recordPaths, createPaths });
      const read =
        component === 'ReferenceManyField'
          ? dp.getManyReference(resource, { target: 'id', id: 1, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
          : dp.getMany(resource, { ids: [1] });
      await read.catch(() => undefined);
    }
    expect(calls.filter((c) => !exists(c.method, c.url)).map((c) => `${c.from}: ${c.method} ${c.url}`)).toEqual([]);
  });

  it('the named calls of every provider module', async () => {
    const calls = await namedCalls();
    expect(calls.length).toBeGreaterThan(40);
    expect(calls.filter((c) => !exists(c.method, c.url)).map((c) => `${c.from}: ${c.method} ${c.url}`)).toEqual([]);
  });

  it("the sign-in app's calls (providers/authPaths.ts), which carry no role segment", () => {
    const paths = Object.values(AUTH_PATHS);
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.filter((path) => !exists(null, resolveUrl(path, { base: '/api', role: null })))).toEqual([]);
  });
});

/** The endpoint a call reaches: the first route of the table that matches, as Hono picks it. */
const endpointOf = (method: string, url: string) => {
  const path = url.split('?', 1)[0]!;
  return allEndpoints().find((e) => e.method === method && patternOf(fullPath(e)).test(path));
};

const ruleKeys = (rule: { permission?: string | readonly string[]; permissionByRole?: Readonly<Partial<Record<Role, string | readonly string[]>>> }, role: Role) => {
  const keys = rule.permissionByRole && Object.hasOwn(rule.permissionByRole, role) ? rule.permissionByRole[role] : rule.permission;
  return keys === undefined ? [] : typeof keys === 'string' ? [keys] : [...keys];
};
const sameKeys = (a: readonly string[], b: readonly string[]) => [...new Set(a)].sort().join(' ') === [...new Set(b)].sort().join(' ');

/** Each action a resource offers a role, against the endpoints its dataProvider call reaches: the roles and keys that differ. */
async function keyMismatches(table: Readonly<Record<string, ResourceAccess>>): Promise<{ checked: number; mismatches: string[] }> {
  const mismatches: string[] = [];
  let checked = 0;
  for (const { resource, action, rule, run } of screenActions(table)) {
    for (const role of rule.roles ?? (['admin', 'manager', 'affiliate'] as const)) {
      for (const call of await callsOf(resource, run, role, `${resource} ${action} (${role})`)) {
        const endpoint = endpointOf(call.method, call.url);
        if (!endpoint) continue; // a missing route is the first test's finding
        checked += 1;
        const screen = ruleKeys(rule, role);
        const server = endpoint.access.kind === 'roles' ? [...keysOf(endpoint.access, role)] : [];
        const roleOpen = endpoint.access.kind !== 'roles' || endpoint.access.roles.includes(role);
        if (!roleOpen || !sameKeys(screen, server)) {
          mismatches.push(`${call.from}: screen [${screen.join(', ')}], ${call.method} ${fullPath(endpoint)} ${roleOpen ? `[${server.join(', ')}]` : 'closed to the role'}`);
        }
      }
    }
  }
  return { checked, mismatches };
}

describe("every screen's access rule names the keys its endpoints require", () => {
  it('each action a resource offers a role calls endpoints open to that role with the same keys', async () => {
    const { checked, mismatches } = await keyMismatches(resourceAccess);
    expect(checked).toBeGreaterThan(50);
    expect(mismatches).toEqual([]);
  });

  it('a screen rule asking for another key than its endpoint is found', async () => {
    const drifted = { 'billing-periods': { list: { roles: ['affiliate'] as const, permission: 'UI_Billing_ManageInvoices' as const } } };
    const { mismatches } = await keyMismatches(drifted);
    expect(mismatches).toEqual([expect.stringMatching(/^billing-periods list \(affiliate\): screen \[UI_Billing_ManageInvoices\], POST \/api\/.+\/billing\/periods\/list \[UI_Billing_View\]$/)]);
  });
});
