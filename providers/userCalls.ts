import type { Envelope, HttpClient, HttpMethod, Role } from './http/types';
import { defaultApiBase } from './http/apiBase';

/** Bytes received so far of a download whose size is not known in advance (a streamed export). */
export type DownloadProgress = (receivedBytes: number) => void;

/** User-management calls that are not CRUD: record actions, batches and streamed exports (docs/api.md). */
export interface UserCalls {
  /** `{method} /api/{role}{path}` with a JSON body; answers the `data` field. */
  userAction<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  /** POSTs the filters and reads the streamed file chunk by chunk, reporting progress. */
  downloadExport(path: string, filters: unknown, onProgress?: DownloadProgress): Promise<Blob>;
}

export function createUserCalls(http: HttpClient, options: { role: Role; apiBase?: string; fetchImpl?: typeof fetch }): UserCalls {
  return {
    async userAction<T>(method: HttpMethod, path: string, body?: unknown) {
      return (await http.request<Envelope<T>>(method, path, body === undefined ? undefined : { body })).json.data;
    },
    async downloadExport(path, filters, onProgress) {
      // the http client reads whole bodies as text; a file is read as bytes, as they arrive
      const base = (options.apiBase ?? defaultApiBase()).replace(/\/+$/, '');
      const response = await (options.fetchImpl ?? fetch)(`${base}/${options.role}${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Accept: '*/*' },
        body: JSON.stringify(filters ?? {}),
      });
      if (!response.ok || !response.body) throw new Error(`Export failed (${response.status}).`);
      const reader = response.body.getReader();
      const parts: Uint8Array[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        received += value.byteLength;
        onProgress?.(received);
      }
      return new Blob(parts as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
    },
  };
}
