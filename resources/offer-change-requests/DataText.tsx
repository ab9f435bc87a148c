/**
 * What a person wrote (a request, a reply), shown as data in whatever language it was written:
 * marked `translate="no"`, so neither a browser's translator nor the Russian-text check reads it
 * as interface text; an empty one is a dash.
 */
export function DataText({ text }: { text: unknown }) {
  const value = typeof text === 'string' ? text : '';
  return value === '' ? <>—</> : <span translate="no" style={{ whiteSpace: 'pre-wrap' }}>{value}</span>;
}
