import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Every chunk a page loads before it can run: the chunk and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

const gzipKb = (dist: string, files: Set<string>) =>
  [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024;

/** Gzipped JS of the sign-in page and of a role app's first load, from the Vite manifest. */
export function bundleSizes(dist = process.env.E2E_STATIC_DIR || 'dist'): { signIn: number; roleApp: number } {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: run "npm run build" first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  const lazy = (pattern: RegExp) => Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && pattern.test(k));
  const auth = lazy(/auth\/AuthApp/);
  const role = lazy(/apps\/RoleApp/);
  if (!auth || !role) throw new Error('the manifest has no lazy auth app or role app chunk');
  return {
    signIn: gzipKb(dist, staticClosure(manifest, [entry, auth])),
    roleApp: gzipKb(dist, staticClosure(manifest, [entry, role])),
  };
}
