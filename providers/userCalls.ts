import type { Identifier, RaRecord } from 'ra-core';
import { leadStatusHistoryPath } from '../domain/users/access';
import { defaultApiBase } from './http/apiBase';
import type { DownloadProgress, Envelope, HttpClient, HttpMethod, Role } from './http/types';

export type { DownloadProgress } from './http/types';

/** The streamed files a screen can download, by name (docs/api.md); each is `POST` with the list's filters. */
export const exportPaths = Object.freeze({
  'traffic-report': '/reports/traffic/export-csv',
  'global-report': '/reports/global/export-csv',
  'lead-funnel': '/reports/lead-funnel/export-csv',
  'click-log': '/reports/clicks/export-csv',
  'conversion-log': '/reports/conversions/export-csv',
  'security-log': '/security/security-log/export-csv',
  'registration-stats': '/user-management/registration-stats/export-csv',
  'user-change-log': '/user-management/user-change-log/export-csv',
  accounts: '/user_profiles/export-csv',
  affiliates: '/user_profiles/affiliates/export-csv',
  managers: '/user_profiles/managers/export-csv',
  advertisers: '/advertisers/export-csv',
  'registration-log-pdf': '/user-management/user-change-log/registration-log-export-pdf',
  payouts: '/billing/payouts/export-csv',
  leads: '/leads/export-csv',
  'activity-log': '/activity-log/export-csv',
  'click-billing': '/click-billing/export-csv',
});
export type ExportName = keyof typeof exportPaths;

/** One lead-status change: when, by whom (none for the system), which action, from → to. */
export interface LeadStatusChange {
  id: number;
  created_at: string;
  action: string;
  from: string | null;
  to: string | null;
  actor: { id: number; name: string } | null;
}
export interface LeadStatusHistory {
  id: number;
  lead_status: string;
  history: LeadStatusChange[];
}

/** A form's fields as the endpoint takes them (docs/api.md, User management). */
export type Fields = Record<string, unknown>;

/** User-management calls that are not CRUD: one user's account actions and the streamed exports (docs/api.md). */
export interface UserCalls {
  /** POSTs the filters and reads the streamed file chunk by chunk, reporting progress. */
  downloadExport(name: ExportName, filters: unknown, onProgress?: DownloadProgress): Promise<Blob>;
  /** names, e-mail, mobile, bank details */
  saveUserProfile(id: Identifier, fields: Fields): Promise<RaRecord>;
  /** `{ traffic_channel, change_option }` */
  setUserTrafficChannel(id: Identifier, fields: Fields): Promise<RaRecord>;
  /** `{ comment }` */
  saveUserComment(id: Identifier, fields: Fields): Promise<RaRecord>;
  /** `{ password, password_confirmation }` */
  changeUserPassword(id: Identifier, fields: Fields): Promise<RaRecord>;
  banUser(id: Identifier): Promise<RaRecord>;
  unbanUser(id: Identifier): Promise<RaRecord>;
  newCallbackSecretKey(id: Identifier): Promise<{ callback_secret_key: string }>;
  /** staff confirm the address without the link */
  confirmUserEmail(id: Identifier): Promise<{ id: Identifier; is_email_confirmed: number }>;
  /** a new confirmation link: mailed, or held in the outbox without SMTP (`email_delivery`) */
  sendConfirmationLink(id: Identifier): Promise<{ sent: boolean; email_delivery: 'smtp' | 'outbox' }>;
  /** whether the server has an SMTP server to send the outbox through */
  readMailDelivery(): Promise<{ smtp_configured: boolean; from: string }>;
  /** a message's attachment in the outbox, through the http client (its 401/403/500 rules) */
  downloadMailAttachment(id: Identifier): Promise<Blob>;
  /** one account's profile (an affiliate's own: their bank details) */
  readUserProfile(id: Identifier): Promise<RaRecord>;
  /** an affiliate's current lead status and its changes from the user change log, newest first */
  readLeadStatusHistory(id: Identifier): Promise<LeadStatusHistory>;
  /** the signed-in affiliate's own callback secret key (GET /me/callback-secret-key) */
  ownCallbackSecretKey(): Promise<{ callback_secret_key: string }>;
}

const seg = (id: Identifier) => encodeURIComponent(String(id));
const mailAttachmentPath = (id: Identifier) => `/user-management/mail-outbox/${seg(id)}/attachment`;

/** A message's attachment's address, for the link's href (a click downloads it through the http client). */
export const mailAttachmentUrl = (role: Role, id: Identifier, apiBase = defaultApiBase()) => `${apiBase.replace(/\/+$/, '')}/${role}${mailAttachmentPath(id)}`;

export function createUserCalls(http: HttpClient): UserCalls {
  const call = async <T>(method: HttpMethod, path: string, body?: unknown): Promise<T> =>
    (await http.request<Envelope<T>>(method, path, body === undefined ? undefined : { body })).json.data;
  const account = (id: Identifier) => `/user_profiles/user-accounts/${seg(id)}`;
  return {
    downloadExport: (name, filters, onProgress) => http.download('POST', exportPaths[name], { body: filters ?? {}, onProgress }),
    saveUserProfile: (id, fields) => call('PATCH', `/user_profiles/${seg(id)}`, fields),
    setUserTrafficChannel: (id, body) => call('POST', `${account(id)}/set-traffic-channel`, body),
    saveUserComment: (id, body) => call('PUT', `${account(id)}/comment`, body),
    changeUserPassword: (id, body) => call('POST', `${account(id)}/change-password`, body),
    banUser: (id) => call('POST', `${account(id)}/ban`),
    unbanUser: (id) => call('POST', `${account(id)}/unban`),
    newCallbackSecretKey: (id) => call('POST', `${account(id)}/change-callback-secret-key`),
    confirmUserEmail: (id) => call('POST', `${account(id)}/confirm-email`),
    sendConfirmationLink: (id) => call('POST', '/user-management/email-verification/send', { user_id: id }),
    readMailDelivery: () => call('GET', '/user-management/mail-outbox/delivery'),
    downloadMailAttachment: (id) => http.download('GET', mailAttachmentPath(id)),
    readUserProfile: (id) => call('GET', `/user_profiles/${seg(id)}`),
    readLeadStatusHistory: (id) => call('GET', leadStatusHistoryPath.replace(':id', seg(id))),
    ownCallbackSecretKey: () => call('GET', '/me/callback-secret-key'),
  };
}
