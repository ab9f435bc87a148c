/**
 * What a person or another system wrote (a request, a reply, a click or order id, a sub-id), shown as data in whatever language it was written:
 * marked `translate="no"`, so neither a browser's translator nor the Russian-text check reads it
 * as interface text; an empty one is a dash.
 */
export function DataText({ text }: { text: unknown }) {
  const value = text === null || text === undefined ? '' : String(text);
  return value === '' ? <>—</> : <span translate="no" style={{ whiteSpace: 'pre-wrap' }}>{value}</span>;
}
