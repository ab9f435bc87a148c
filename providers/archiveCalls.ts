import type { Identifier, RaRecord } from 'ra-core';
import { archivesResource } from '../domain/archives/archives';
import { defaultApiBase } from './http/apiBase';
import type { Envelope, HttpClient, Role } from './http/types';

/** The archive calls that are not CRUD (docs/api.md, Archives); paths relative to the role prefix. */
export interface ArchiveCalls {
  /** puts the archived month back in the database (409 with the reason when it is there already, or the file is missing or changed). Answers the archive. */
  restoreArchive(id: Identifier): Promise<RaRecord>;
  /** the archive's gzipped CSV as written, through the http client (its 401/403/500 rules) */
  downloadArchive(id: Identifier): Promise<Blob>;
}

const at = (id: Identifier, tail: string) => `${archivesResource.api.path}/${encodeURIComponent(String(id))}/${tail}`;

export function createArchiveCalls(http: HttpClient): ArchiveCalls {
  return {
    restoreArchive: async (id) => (await http.request<Envelope<RaRecord>>('POST', at(id, 'restore'), { body: {} })).json.data,
    downloadArchive: (id) => http.download('GET', at(id, 'download')),
  };
}

/** The archive file's address, for the link's href (a click downloads it through the http client: `downloadArchive`). */
export const archiveFileUrl = (role: Role, id: Identifier, apiBase = defaultApiBase()) => `${apiBase.replace(/\/+$/, '')}/${role}${at(id, 'download')}`;
