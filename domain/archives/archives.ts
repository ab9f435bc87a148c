import { STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Archives (docs/api.md, Archives; spec 4 §8; docs/decisions/archives.md): months of clicks the
// retention job wrote to gzipped CSV files before dropping them, while the `archives` feature is
// on. Staff with UI_Archivation_Manage list, download and restore them. Imported by the manifest
// and the server.

export const ARCHIVES_FEATURE = 'archives';
const manage = { roles: STAFF, permission: 'UI_Archivation_Manage', feature: ARCHIVES_FEATURE } as const;

export const archivesResource = {
  api: { path: '/archives' },
  access: { list: manage, show: manage, edit: manage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** What an archive holds: a month of clicks. */
export const ARCHIVE_KINDS = ['clicks'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];
