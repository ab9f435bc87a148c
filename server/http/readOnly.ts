/**
 * Whether a request only reads. Lists, exports and dashboard figures are POSTs that carry filters
 * in the body but change nothing, so a read-only principal (a read-scoped API key) may make them;
 * every other POST, PUT, PATCH and DELETE changes state.
 */
export function isReadOnlyRequest(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  if (method !== 'POST') return false;
  return /\/list$|\/export-csv$|-export-pdf$|\/options$/.test(path) || /^\/api\/(admin|manager|affiliate)\/dashboard\//.test(path);
}
