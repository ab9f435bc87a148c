import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './httpClient';
import type { HttpError } from './HttpError';

// A file comes through the same client as every call, with the same failure rules.
const apiBase = 'https://net.example/api';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function streamed(chunks: string[], type = 'text/csv') {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': type } });
}

const failing = (status: number, body: unknown) => async () => Response.json(body, { status });

describe('httpClient.download', () => {
  it('posts the body under the role prefix and reads the file as it arrives, reporting the bytes', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return streamed(['id,name\n', '1,Ada\n']);
    }) as unknown as typeof fetch;
    const progress: number[] = [];
    const blob = await createHttpClient({ role: 'admin', apiBase, fetchImpl }).download('POST', '/billing/payouts/export-csv', { body: { status: 1 }, onProgress: (n) => progress.push(n) });
    expect(await blob.text()).toBe('id,name\n1,Ada\n');
    expect(blob.type).toBe('text/csv');
    expect(progress).toEqual([8, 14]);
    expect(seen[0]!.url).toBe('https://net.example/api/admin/billing/payouts/export-csv');
    expect(seen[0]!.init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"status":1}' });
    expect(seen[0]!.init.headers).toMatchObject({ Accept: '*/*', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it("a 403 shows the server's words once and the error says it was handled", async () => {
    const notify = vi.fn();
    const client = createHttpClient({ role: 'manager', apiBase, notify, fetchImpl: failing(403, { success: false, message: 'Not your affiliate.' }) as never });
    const error = (await client.download('GET', '/billing/invoices/1/file').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(403);
    expect(error.handled).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Not your affiliate.', { type: 'error' });
  });

  it('a 401 signs the user out, as any call does', async () => {
    const onUnauthorized = vi.fn();
    const client = createHttpClient({ role: 'affiliate', apiBase, onUnauthorized, fetchImpl: failing(401, { success: false }) as never });
    await expect(client.download('POST', '/reports/clicks/export-csv', { body: {} })).rejects.toMatchObject({ status: 401, handled: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
