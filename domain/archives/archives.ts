import { STAFF, type ResourceAccess, type ResourceApi } from '../permissions/access';

// Archives (docs/api.md, Archives; spec 4 §8; docs/decisions/archives.md): months of clicks,
// leads and logs the retention jobs wrote to gzipped CSV files, while the `archives` feature is
// on. Staff with UI_Archivation_Manage list, download and restore them. Imported by the manifest
// and the server.

export const ARCHIVES_FEATURE = 'archives';
const manage = { roles: STAFF, permission: 'UI_Archivation_Manage', feature: ARCHIVES_FEATURE } as const;

export const archivesResource = {
  api: { path: '/archives' },
  access: { list: manage, show: manage, edit: manage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/**
 * What an archive holds: a month of clicks (the partition dropped), of leads (their contact,
 * payload, push log and status history; the rows keep what the reports count), or of a log.
 */
export const ARCHIVE_KINDS = ['clicks', 'leads', 'activity_log', 'security_log', 'postback_log', 'received_postbacks', 'webhook_deliveries'] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];
/** The logs among them: their entries leave the database for the file. */
export const LOG_ARCHIVE_KINDS = ['activity_log', 'security_log', 'postback_log', 'received_postbacks', 'webhook_deliveries'] as const satisfies readonly ArchiveKind[];
export type LogArchiveKind = (typeof LOG_ARCHIVE_KINDS)[number];
