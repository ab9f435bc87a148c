import { defineEnum, type EnumValueOf } from '../enums/define-enum';
import { ADMIN_RULE, type ResourceAccess, type ResourceApi } from '../permissions/access';

/**
 * Where one message of the outbox stands: sent, waiting for the sender, failed (retried), or held
 * because no SMTP server is set up (the administrator reads it on the outbox screen and passes
 * the link on by hand).
 */
export const MailStatus = defineEnum([
  { value: 'sent', key: 'Sent', label: { en: 'Sent', ru: 'Отправлено' }, style: 'success' },
  { value: 'queued', key: 'Queued', label: { en: 'Queued', ru: 'В очереди' }, style: 'info' },
  { value: 'failed', key: 'Failed', label: { en: 'Failed, retrying', ru: 'Ошибка, повтор' }, style: 'danger' },
  { value: 'held', key: 'Held', label: { en: 'Not sent: no SMTP', ru: 'Не отправлено: нет SMTP' }, style: 'warning' },
]);
export type MailStatus = EnumValueOf<typeof MailStatus>;

/** A message's status from its row and whether an SMTP server is configured. */
export function mailStatusOf(row: { sentAt: Date | null; error: string | null }, smtpConfigured: boolean): MailStatus {
  if (row.sentAt) return MailStatus.Sent;
  if (!smtpConfigured) return MailStatus.Held;
  return row.error ? MailStatus.Failed : MailStatus.Queued;
}

/** The first web address in a message's text (a confirmation or reset link), or null. */
export const firstLinkIn = (body: string): string | null => /https?:\/\/[^\s]+/.exec(body)?.[0] ?? null;

/** The mail the server wrote, for administrators (docs/api.md, User management). */
export const mailOutboxResource = {
  api: { path: '/user-management/mail-outbox' },
  access: { list: ADMIN_RULE, show: ADMIN_RULE },
} as const satisfies { api: ResourceApi; access: ResourceAccess };
