import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { ARCHIVE_KINDS, archivesResource } from '../../../domain/archives/archives';
import { NotFound } from '../../errors';
import { optionalFilter } from '../../http/fields';
import { listSchema, pageOf } from '../../http/listQuery';
import { list, ok } from '../../http/respond';
import type { Ctx, Endpoint } from '../../http/types';
import { idParam, parseBody } from '../../http/validate';
import { viewerOf } from '../users/requestContext';
import { archiveFile } from './archiveMonths';
import { findArchive, listArchives, type ArchiveRow } from './archiveRepository';
import { restoreClickMonth } from './clickArchives';
import { restoreRowMonth } from './rowArchives';
import { isRowKind } from './rowKinds';

const toArchive = (r: ArchiveRow) => ({ ...r, rows: Number(r.rows), bytes: Number(r.bytes) });

const listBody = listSchema(['id'], { kind: optionalFilter(z.enum(ARCHIVE_KINDS, { message: `kind must be one of ${ARCHIVE_KINDS.join(', ')}.` })) });

async function listAll(c: Ctx) {
  const body = await parseBody(c, listBody);
  const page = pageOf(body);
  const { rows, total } = await listArchives(c.var.deps.db, { kind: body.kind }, page);
  return list(c, rows.map(toArchive), total, page);
}

async function found(c: Ctx) {
  const row = await findArchive(c.var.deps.db, idParam(c));
  if (!row) throw new NotFound('Archive not found.');
  return row;
}

async function showOne(c: Ctx) {
  return ok(c, toArchive(await found(c)));
}

/** The archive's file as written (gzip), streamed from ARCHIVE_DIR. */
async function download(c: Ctx) {
  const row = await found(c);
  const file = archiveFile(c.var.deps.config.archiveDir, row);
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, 200, {
    'Content-Type': 'application/gzip',
    'Content-Disposition': `attachment; filename="${row.file_name}"`,
    'Content-Length': String(row.bytes),
    'Cache-Control': 'no-store',
  });
}

/** Puts the archived month back in the database (409 when it is there, or the file is missing or changed). */
async function restore(c: Ctx) {
  const row = await found(c);
  const { db, config, now } = c.var.deps;
  const kind = row.kind;
  if (isRowKind(kind)) await restoreRowMonth(db, config.archiveDir, { ...row, kind }, viewerOf(c).id, now());
  else await restoreClickMonth(db, config.archiveDir, row, viewerOf(c).id, now());
  return ok(c, toArchive((await findArchive(db, row.id))!));
}

const P = archivesResource.api.path;
const access = { kind: 'roles', ...archivesResource.access.list } as const;

/** Archives (docs/api.md, Archives). */
export const archiveEndpoints: Endpoint[] = [
  { method: 'POST', path: `${P}/list`, reads: true, access, summary: 'List archives', body: listBody, handler: listAll },
  { method: 'GET', path: `${P}/:id`, access, summary: 'An archive', handler: showOne },
  { method: 'GET', path: `${P}/:id/download`, access, summary: 'Download an archive file', handler: download },
  { method: 'POST', path: `${P}/:id/restore`, access, summary: 'Restore an archived month', handler: restore },
];
