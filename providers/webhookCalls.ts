import type { Identifier, RaRecord } from 'ra-core';
import { webhookDeliveriesResource, webhooksResource } from '../domain/webhooks/webhooks';
import type { Envelope, HttpClient } from './http/types';

/** What "Send test" answers: whether the receiver took the `webhook.test` event, its HTTP status and the try's error. */
export interface WebhookTestResult {
  ok: boolean;
  http_status: number | null;
  error: string;
}

/** The webhook calls that are not CRUD (docs/api.md, Webhooks); paths relative to the role prefix. */
export interface WebhookCalls {
  /** sends a `webhook.test` event now; the try is kept in the webhook's delivery log */
  testWebhook(id: Identifier): Promise<WebhookTestResult>;
  /** a new signing secret; the old one stops signing at once. Answers the webhook. */
  rotateWebhookSecret(id: Identifier): Promise<RaRecord>;
  /** a failed delivery tried again from now (422 for one that is not failed). Answers the delivery. */
  retryWebhookDelivery(id: Identifier): Promise<RaRecord>;
}

const at = (path: string, id: Identifier, tail: string) => `${path}/${encodeURIComponent(String(id))}/${tail}`;

export function createWebhookCalls(http: HttpClient): WebhookCalls {
  return {
    testWebhook: async (id) => (await http.request<Envelope<WebhookTestResult>>('POST', at(webhooksResource.api.path, id, 'test'), { body: {} })).json.data,
    rotateWebhookSecret: async (id) => (await http.request<Envelope<RaRecord>>('POST', at(webhooksResource.api.path, id, 'rotate-secret'), { body: {} })).json.data,
    retryWebhookDelivery: async (id) => (await http.request<Envelope<RaRecord>>('POST', at(webhookDeliveriesResource.api.path, id, 'retry'), { body: {} })).json.data,
  };
}
