import type { DownloadProgress } from './types';

/** A file answer read chunk by chunk, reporting the bytes received so far. */
export async function readStream(response: Response, onProgress?: DownloadProgress): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
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
  return new Blob(parts as BlobPart[], { type });
}
