import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The house rules written in eslint.config.js fire where they should: a broken rule would let
// every new module drift silently. ESLint builds its type-aware program on a file's first lint: tens
// of seconds on the shared 2-core machine, hence 60 s per test.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('house lint rules', () => {
  it('keeps domain/ free of server, browser and framework imports at any depth', async () => {
    const targets = ['../../server/config', '../server/config', '../../src/ui/numberFormat', '../../../providers/http/client', 'react-admin', 'drizzle-orm', 'node:fs'];
    const found = await Promise.all(targets.map((target) => ruleIds(`import x from '${target}';\nexport const y = x;\n`, 'domain/offers/nested/sample.ts')));
    targets.forEach((target, i) => expect(found[i], target).toContain('no-restricted-imports'));
    expect(await ruleIds(`import { defineEnum } from '../enums/define-enum';\nexport const y = defineEnum;\n`, 'domain/offers/sample.ts')).not.toContain('no-restricted-imports');
  }, 60_000);

  it('refuses fetch in screens, which go through the http client', async () => {
    expect(await ruleIds(`export const load = () => fetch('/api/x');\n`, 'resources/offers/sample.ts')).toContain('no-restricted-globals');
    expect(await ruleIds(`export const load = () => window.fetch('/api/x');\n`, 'src/dashboard/sample.ts')).toContain('no-restricted-properties');
    expect(await ruleIds(`export const load = () => fetch('/api/x');\n`, 'providers/http/sample.ts')).not.toContain('no-restricted-globals');
  }, 60_000);

  it('keeps SQL out of route files: no drizzle-orm or database driver import in *Routes.ts or routes.ts', async () => {
    const targets = ['drizzle-orm', 'drizzle-orm/pg-core', 'pg', '@electric-sql/pglite'];
    const found = await Promise.all(targets.map((target) => ruleIds(`import x from '${target}';\nexport const y = x;\n`, 'server/modules/users/sampleRoutes.ts')));
    targets.forEach((target, i) => expect(found[i], target).toContain('no-restricted-imports'));
    expect(await ruleIds(`import { eq } from 'drizzle-orm';\nexport const y = eq;\n`, 'server/modules/sample/routes.ts')).toContain('no-restricted-imports');
    expect(await ruleIds(`import { eq } from 'drizzle-orm';\nexport const y = eq;\n`, 'server/modules/users/sampleRepository.ts')).not.toContain('no-restricted-imports');
  }, 60_000);

  it('keeps the import directions: providers/ off src/, one reader of resources/, resources/ off the app shell', async () => {
    const refused = async (target: string, filePath: string) => (await ruleIds(`import x from '${target}';\nexport const y = x;\n`, filePath)).includes('no-restricted-imports');
    // providers/ imports nothing from src/, and reads resources/ only through providers/resourceTables.ts
    expect(await refused('../src/i18n/enFirstView', 'providers/sample.ts')).toBe(true);
    expect(await refused('../../src/ui/lazyScreen', 'providers/http/sample.ts')).toBe(true);
    expect(await refused('../resources/offers', 'providers/sample.ts')).toBe(true);
    expect(await refused('../resources', 'providers/resourcePaths.ts')).toBe(true);
    expect(await refused('../resources', 'providers/resourceTables.ts')).toBe(false);
    expect(await refused('../resources/offers', 'providers/resourceTables.ts')).toBe(true);
    expect(await refused('../domain/permissions/access', 'providers/sample.ts')).toBe(false);
    // src/ reads resources through the tables
    expect(await refused('../../resources', 'src/apps/sample.tsx')).toBe(true);
    expect(await refused('../../../resources/offers/OfferList', 'src/layout/menu/sample.ts')).toBe(true);
    expect(await refused('../../providers/resourceTables', 'src/apps/sample.tsx')).toBe(false);
    // a resource uses the shared UI, never the app shell
    expect(await refused('../../src/apps/RoleApp', 'resources/offers/sample.ts')).toBe(true);
    expect(await refused('../../src/layout/menu/menuGroups', 'resources/offers/sample.ts')).toBe(true);
    expect(await refused('../../src/i18n/resourceNames', 'resources/offers/sample.ts')).toBe(true);
    expect(await refused('../../server/db/schema', 'resources/offers/sample.ts')).toBe(true);
    expect(await refused('../../src/ui/lazyScreen', 'resources/offers/sample.ts')).toBe(false);
  }, 60_000);

  it('names every resource folder in kebab-case, as its resource path reads', () => {
    const folders = readdirSync('resources', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toEqual([]);
  });
});
