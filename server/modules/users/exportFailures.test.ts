import { describe, expect, it } from 'vitest';
import { serverAppPerFile } from '../../../test/serverTest';
import { primed, streamOf } from './exportStream';
import { pdfStream } from './pdfExport';

const t = serverAppPerFile();

async function* failingAfter<T>(first: T): AsyncGenerator<T> {
  yield first;
  throw new Error('connection lost');
}

describe('exports: bad filters before the first byte, failures midway visible to the client', () => {
  it.each([
    ['/user-management/registration-stats/export-csv', { period_start: '2026-13-45' }],
    ['/user-management/user-change-log/export-csv', { period_start: '2026-13-45' }],
    ['/user-management/user-change-log/registration-log-export-pdf', { period_start: '2026-02-30' }],
    ['/user-management/registration-stats/export-csv', { status_id: 'x' }],
  ])('%s with %j answers 422 with the field, not a broken 200', async (path, body) => {
    const response = await t.call('POST', `/api/admin${path}`, { cookie: await t.cookieFor('admin'), body });
    expect(response.status).toBe(422);
    const errors = (await response.json()) as { field: string }[];
    expect(errors.map((e) => e.field)).toEqual([Object.keys(body)[0]]);
  });

  it('a good filter still downloads the whole file', async () => {
    const response = await t.call('POST', '/api/admin/user-management/registration-stats/export-csv', { cookie: await t.cookieFor('admin'), body: { period_type: 'last_year' } });
    expect(response.status).toBe(200);
    expect((await response.text()).split('\r\n')[0]).toContain('E-mail');
  });

  it('a source failing on its first read fails before anything is sent', async () => {
    // eslint-disable-next-line require-yield -- fails before its first item
    async function* broken(): AsyncGenerator<string> {
      throw new Error('no database');
    }
    await expect(primed(broken())).rejects.toThrow('no database');
  });

  it('a CSV stream failing midway errors, so reading the download fails instead of ending short', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const csv = new Response(streamOf(await primed(failingAfter('id,email\r\n'))));
      await expect(csv.text()).rejects.toThrow('connection lost');
      const pdf = new Response(pdfStream('Log', await primed(failingAfter(['line one']))));
      await expect(pdf.arrayBuffer()).rejects.toThrow('connection lost');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(2);
  });
});
