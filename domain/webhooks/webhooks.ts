import { ALL_ROLES, type ResourceAccess, type ResourceApi } from '../permissions/access';
import { defineEnum, type EnumValueOf } from '../enums/define-enum';

// Webhooks (docs/api.md, Webhooks; docs/decisions/webhooks.md): staff and affiliates subscribe a URL
// to events; each event is POSTed as JSON, signed like a postback (`X-Signature: sha256=<hex>`, HMAC
// of the body with the webhook's own secret), retried on the postbacks' schedule and kept in a
// delivery log. A webhook is its owner's: an admin hears the whole network, a manager their
// affiliates, an affiliate their own. The postback keys and feature govern them (an integration
// like a postback). Imported by the manifest and the server.

const FEATURE = 'postback_management' as const;
const view = { roles: ALL_ROLES, permission: 'UI_Postback_View', feature: FEATURE } as const;
const manage = { roles: ALL_ROLES, permission: ['UI_Postback_View', 'UI_Postback_Manage'], feature: FEATURE } as const;

export const webhooksResource = {
  api: { path: '/webhooks' },
  access: { list: view, show: view, create: manage, edit: manage, delete: manage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

export const webhookDeliveriesResource = {
  api: { path: '/webhooks/deliveries' },
  access: { list: view, edit: manage },
} as const satisfies { api: ResourceApi; access: ResourceAccess };

/** What a webhook may subscribe to. */
export const WebhookEvent = defineEnum([
  { value: 'conversion.created', key: 'ConversionCreated', label: { en: 'Conversion created', ru: 'Конверсия создана' } },
  { value: 'conversion.changed', key: 'ConversionChanged', label: { en: 'Conversion changed (status or amounts)', ru: 'Конверсия изменена (статус или суммы)' } },
  { value: 'lead.status_changed', key: 'LeadStatusChanged', label: { en: 'Lead status changed', ru: 'Статус лида изменён' } },
  { value: 'payout.moved', key: 'PayoutMoved', label: { en: 'Payout status changed', ru: 'Статус выплаты изменён' } },
]);
export type WebhookEvent = EnumValueOf<typeof WebhookEvent>;

/** The event "Send test" sends; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WebhookStatus = defineEnum([
  { value: 'active', key: 'Active', label: { en: 'Active', ru: 'Активен' }, style: 'success' },
  { value: 'paused', key: 'Paused', label: { en: 'Paused', ru: 'Приостановлен' }, style: 'warning' },
]);
export type WebhookStatus = EnumValueOf<typeof WebhookStatus>;

/** A delivery waits for its next try, was answered 2xx, or was given up after the last try. */
export const WebhookDeliveryState = defineEnum([
  { value: 'pending', key: 'Pending', label: { en: 'Pending', ru: 'В очереди' }, style: 'info' },
  { value: 'delivered', key: 'Delivered', label: { en: 'Delivered', ru: 'Доставлено' }, style: 'success' },
  { value: 'failed', key: 'Failed', label: { en: 'Failed', ru: 'Не доставлено' }, style: 'danger' },
]);
export type WebhookDeliveryState = EnumValueOf<typeof WebhookDeliveryState>;

/** The headers every delivery carries besides the signature. */
export const WEBHOOK_HEADERS = { event: 'X-Webhook-Event', delivery: 'X-Webhook-Delivery', signature: 'X-Signature' } as const;
