import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The repository reads alone: every requirement number (`R123`) and every `spec N §M` cited in
// code, tests and docs names something in docs/spec/, and nothing points at a folder outside it.
const root = process.cwd();
const SPEC_DIR = 'docs/spec';
const SPEC_FILES: Record<string, string> = {
  '1': `${SPEC_DIR}/01-core-session-dashboard-settings.md`,
  '2': `${SPEC_DIR}/02-users-permissions-enums-themes.md`,
  '3': `${SPEC_DIR}/03-offers-tracking-conversions-billing.md`,
  '4': `${SPEC_DIR}/04-leads-quality-desk-advertisers.md`,
};
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|sql|json|html|css|sh|yml|yaml)$/;
const THIS_FILE = 'test/docs/references.test.ts';

function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return [...new Set(listed.split('\n'))].filter((file) => TEXT.test(file) && file !== THIS_FILE && existsSync(resolve(root, file)));
}

const files = repositoryFiles().map((file) => ({ file, text: readFileSync(resolve(root, file), 'utf8') }));
const citing = files.filter(({ file }) => !file.startsWith(`${SPEC_DIR}/`));

function sectionsOf(specFile: string): Set<string> {
  const headings = readFileSync(resolve(root, specFile), 'utf8').matchAll(/^## (\d+)\./gm);
  return new Set([...headings].map((match) => match[1]!));
}

describe('references into docs/spec', () => {
  it('finds every requirement number cited in the repository in the checklist', () => {
    const defined = new Set(readFileSync(resolve(root, SPEC_DIR, 'checklist.md'), 'utf8').match(/^- \[[ x]\] (R\d+)\b/gm)!.map((line) => line.split(' ').at(-1)!));
    expect(defined.size).toBeGreaterThan(500);
    const unknown = citing.flatMap(({ file, text }) => [...text.matchAll(/\bR\d+\b/g)].map((m) => m[0]).filter((r) => !defined.has(r)).map((r) => `${file}: ${r}`));
    expect(citing.filter(({ text }) => /\bR\d+\b/.test(text)).length).toBeGreaterThan(50);
    expect(unknown).toEqual([]);
  });

  it('finds the section of every "spec N §M" and "document N §M" cited', () => {
    const sections = Object.fromEntries(Object.entries(SPEC_FILES).map(([n, file]) => [n, sectionsOf(file)]));
    const cited = citing.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(?:spec|document|doc)\s?(\d+)\s?((?:§\s?\d+)(?:(?:,\s*|\s+and\s+)§\s?\d+)*)/gi)].flatMap((m) =>
        [...m[2]!.matchAll(/§\s?(\d+)/g)].map((s) => ({ file, doc: m[1]!, section: s[1]! })),
      ),
    );
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ doc, section }) => !sections[doc]?.has(section)).map(({ file, doc, section }) => `${file}: spec ${doc} §${section}`)).toEqual([]);
  });

  it('points at nothing outside the repository', () => {
    const outside = files.flatMap(({ file, text }) => {
      const bad = [...text.matchAll(/(?:\.\.\/)+shared\/[\w./-]*/g)]
        .map((m) => m[0])
        .filter((target) => {
          const path = resolve(root, dirname(file), target);
          const inside = !relative(root, path).startsWith('..');
          return !inside || !['', '.ts', '.tsx', '/index.ts'].some((ext) => existsSync(path + ext));
        });
      if (/\bshared\/spec\//.test(text)) bad.push('shared/spec/');
      return bad.map((target) => `${file}: ${target}`);
    });
    expect(outside).toEqual([]);
  });
});
