import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One way to name a server module's files (docs/architecture.md, "Server modules"): a reader finds
// the routes, the SQL and the tests of an area by name alone, and the ESLint rule that keeps SQL out
// of route files (it matches `*Routes.ts`) covers every file that declares endpoints.

const MODULES = 'server/modules';

/**
 * Old names kept as one-line re-exports for test files outside the server, which other work is
 * moving; each goes when nothing imports it.
 */

const modules = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const files = modules.flatMap((module) => readdirSync(join(MODULES, module)).map((name) => ({ module, name, path: `${module}/${name}` })));

describe('server module file names', () => {
  it('gives every module an endpoints.ts, gathered by server/endpoints.ts', () => {
    expect(modules.length).toBeGreaterThan(15);
    const gathered = readFileSync('server/endpoints.ts', 'utf8');
    for (const module of modules) {
      expect(readFileSync(join(MODULES, module, 'endpoints.ts'), 'utf8'), module).toMatch(/^export const endpoints: Endpoint\[\] = /m);
      expect(gathered, module).toContain(`import { endpoints as ${module} } from './modules/${module}/endpoints';`);
      expect(gathered, module).toContain(`  ...${module},\n`);
    }
  });

  it('names files <thing>.ts in camelCase, tests <thing>.test.ts, test helpers <thing>.test-utils.ts', () => {
    expect(files.filter(({ name }) => !/^[a-z][a-zA-Z0-9]*(\.test|\.test-utils)?\.ts$/.test(name)).map(({ path }) => path)).toEqual([]);
  });

  it('names routes <thing>Routes.ts and repositories <thing>Repository.ts, never bare', () => {
    const bare = files.filter(({ name }) => name === 'routes.ts' || name === 'repository.ts').map(({ path }) => path);
    expect(bare).toEqual([]);
  });

  it("declares endpoints only in <thing>Routes.ts, each listed by its module's endpoints.ts", () => {
    const text = (path: string) => readFileSync(join(MODULES, path), 'utf8');
    const declaring = files.filter(({ name, path }) => name !== 'endpoints.ts' && !name.includes('.test') && /^export const \w+: Endpoint\[\] = /m.test(text(path)));
    expect(declaring.filter(({ name }) => !name.endsWith('Routes.ts')).map(({ path }) => path)).toEqual([]);
    for (const { module, name } of declaring) expect(text(`${module}/endpoints.ts`), name).toContain(`from './${name.replace(/\.ts$/, '')}';`);
  });
});
