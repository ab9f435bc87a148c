import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TrieRouter } from 'hono/router/trie-router';
import type { Reporter, TestModule } from 'vitest/node';
import { allEndpoints, fullPath } from '../server/endpoints';

/**
 * Prints, at the end of a run, how many assertions the tests made and how many of the route
 * table's endpoints (server/endpoints.ts) they called, per project and in all, so that a change
 * can show neither fell. The detail (every endpoint no test calls) goes to .tmp/test-counts.json.
 */
export default class CountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const router = new TrieRouter<string>();
    const endpoints = allEndpoints().map((e) => `${e.method} ${fullPath(e)}`);
    for (const key of endpoints) {
      const [method, path] = key.split(' ');
      router.add(method!, path!, key);
    }
    const reached = (request: string) => {
      const [method, path] = request.split(' ');
      return router.match(method!, path!)[0][0]?.[0];
    };

    const projects = new Map<string, { tests: number; assertions: number; endpoints: Set<string> }>();
    const all = new Set<string>();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const project = projects.get(name) ?? { tests: 0, assertions: 0, endpoints: new Set<string>() };
      projects.set(name, project);
      for (const test of module.children.allTests()) {
        if (test.result().state === 'skipped') continue;
        project.tests += 1;
        project.assertions += test.meta().assertions ?? 0;
      }
      for (const request of module.meta().requests ?? []) {
        const key = reached(request);
        if (!key) continue;
        project.endpoints.add(key);
        all.add(key);
      }
    }
    if (!projects.size) return;

    const n = (value: number) => value.toLocaleString('en-US');
    const sorted = [...projects].sort(([a], [b]) => a.localeCompare(b));
    const assertions = sorted.reduce((sum, [, p]) => sum + p.assertions, 0);
    const tests = sorted.reduce((sum, [, p]) => sum + p.tests, 0);
    console.log(
      `\n Assertions  ${n(assertions)} in ${n(tests)} tests (${sorted.map(([name, p]) => `${name} ${n(p.assertions)}`).join(', ')})`,
    );
    console.log(
      ` Endpoints   ${n(all.size)} of ${n(endpoints.length)} called by the tests (${sorted
        .filter(([, p]) => p.endpoints.size)
        .map(([name, p]) => `${name} ${n(p.endpoints.size)}`)
        .join(', ')}); the rest in .tmp/test-counts.json\n`,
    );

    const dir = join(process.cwd(), '.tmp');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'test-counts.json'),
      `${JSON.stringify(
        {
          assertions,
          tests,
          endpoints: { called: all.size, total: endpoints.length, notCalled: endpoints.filter((key) => !all.has(key)) },
          projects: Object.fromEntries(sorted.map(([name, p]) => [name, { tests: p.tests, assertions: p.assertions, endpoints: p.endpoints.size }])),
        },
        null,
        2,
      )}\n`,
    );
  }
}
