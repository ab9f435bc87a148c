import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../server/endpoints';

// Screens reach the API through named dataProvider methods or react-admin's own hooks;
// paths live in providers/ only, the sign-in app's too (its own small client reads them from
// providers/authPaths.ts): no file is an exception.
const SCREEN_FOLDERS = ['resources', 'src'];

const screenFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return file === join('src', 'testing') ? [] : screenFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });

/** The first segments of the API's paths (`user_profiles`, `campaigns`, `billing`, …). */
const API_FIRST = new Set(allEndpoints().map((e) => e.path.split('/')[1]!));

/** String and template literals that read as an API path: `/api/…`, or a path whose first segment is the API's. */
export function apiPathsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(['"`])(\/[a-z_-]+(?:\/[\w${}.():-]*)*)\1/g)) {
    const path = match[2]!;
    const first = path.split('/')[1]!;
    if (first === 'api' || API_FIRST.has(first)) found.push(path);
  }
  return found;
}

describe('no API path in the screens', () => {
  it('the detector sees a path a screen could write', () => {
    expect(apiPathsIn("act('POST', '/user_profiles/user-accounts/batch-set-commission-type')")).toHaveLength(1);
    expect(apiPathsIn('fetch(`/api/admin/campaigns/${id}/status`)')).toHaveLength(1);
    expect(apiPathsIn("<ExportButton path=\"/billing/payouts/export-csv\" />")).toHaveLength(1);
    expect(apiPathsIn("navigate('/offers/create'); useGetList('user-operations/managers')")).toEqual([]);
  });

  it('resources/ and src/ name none, the sign-in app included', () => {
    const files = SCREEN_FOLDERS.flatMap(screenFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => apiPathsIn(readFileSync(file, 'utf8')).map((path) => `${file}: ${path}`));
    expect(found).toEqual([]);
  });
});
