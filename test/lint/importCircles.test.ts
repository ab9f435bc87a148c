import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// No import circles, types included: a circle makes the load order matter (a value read before its
// module has run is undefined) and ties files together that should be read one after the other.
// Static imports and re-exports only; a dynamic import() (a lazily loaded screen) is no edge.

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx)$/;
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(STATIC_IMPORT)]
    .map((match) => resolveImport(file, (match[1] ?? match[2])!))
    .filter((path): path is string => path !== null);
}

/** Every circle of an import graph (file → the files it imports), each once, as the files that form it. */
function circlesOf(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const circles = new Map<string, string[]>();

  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (state.get(next) === 'open') {
        const circle = stack.slice(stack.indexOf(next));
        circles.set([...circle].sort().join(' '), circle);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return [...circles.values()];
}

function importCircles(folders: string[]): string[][] {
  const files = folders.flatMap((folder) => sourceFiles(resolve(ROOT, folder)));
  return circlesOf(new Map(files.map((file) => [file, importsOf(file)]))).map((circle) => circle.map((path) => relative(ROOT, path)));
}

describe('import circles', () => {
  it('finds every circle once, and none where there is none', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', ['b']],
      ['d', ['a', 'e']],
      ['e', []],
    ]);
    expect(circlesOf(graph).map((circle) => [...circle].sort()).sort()).toEqual([['a', 'b'], ['b', 'c']]);
    expect(circlesOf(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('reads static imports, type imports and re-exports, not dynamic ones', () => {
    const text = `import type { A } from './a';\nimport { b } from '../b';\nexport { c } from './c';\nimport './d';\nconst e = () => import('./e');\nimport x from 'zod';\n`;
    expect([...text.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? match[2])).toEqual(['./a', '../b', './c', './d']);
  });

  it('has none in server/ and domain/', () => {
    expect(importCircles(['server', 'domain'])).toEqual([]);
  });

  it('has none in the browser side', () => {
    expect(importCircles(['providers', 'src', 'resources', 'domain'])).toEqual([]);
  });
});
