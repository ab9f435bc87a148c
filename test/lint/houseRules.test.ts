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

  it('names every resource folder in kebab-case, as its resource path reads', () => {
    const folders = readdirSync('resources', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toEqual([]);
  });
});
