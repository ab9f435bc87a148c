import { STAFF_RULE, type ResourceAccess, type ResourceApi } from '../permissions/access';

/**
 * The signed-in staff member's own alerts (docs/api.md, Alerts): the bell's count and the list to
 * read and mark read. Every staff member sees only their own rows, so no permission key guards it.
 */
export const alertsResource = {
  api: { path: '/alerts' },
  access: { list: STAFF_RULE, edit: STAFF_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** Where the bell reads its count and listens for changes, beside the list path. */
export const ALERT_PATHS = {
  unreadCount: `${alertsResource.api.path}/unread-count`,
  stream: `${alertsResource.api.path}/stream`,
  readAll: `${alertsResource.api.path}/read-all`,
  read: (id: number | string) => `${alertsResource.api.path}/${encodeURIComponent(String(id))}/read`,
} as const;

/** The bell polls at most this often when the live stream cannot be opened (issue: ≤ 30 s). */
export const ALERT_POLL_MS = 30_000;
