import type { Identifier } from 'ra-core';
import { brokerTestPath } from '../domain/brokers/access';
import { leadRepushPath, leadStatusEntryPath } from '../domain/leads/access';
import type { Envelope, HttpClient } from './http/types';

/** The sample lead of "Send test lead": every field optional (the server fills the rest). */
export interface TestLeadInput {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  country?: string;
  language?: string | null;
}

/** What one call to a broker sent and got (docs/api.md, Brokers: TestExchange). */
export interface TestLeadExchange {
  outcome: 'accepted' | 'refused' | 'failed' | 'timeout';
  http_status: number | null;
  request: { method: string; url: string; headers: Record<string, string>; body: string };
  answer: string;
  ms: number;
  broker_lead_id: string | null;
  autologin_url: string | null;
  reason: string | null;
  detail: string | null;
  resumed: boolean;
}

/** The broker calls that are not CRUD (docs/api.md, Brokers). */
export interface BrokerCalls {
  /** POST /brokers/integrations/{id}/test: one sample lead to the integration, the exchange answered */
  sendTestLead(integrationId: Identifier, lead: TestLeadInput): Promise<TestLeadExchange>;
  /** POST /leads/{id}/repush (docs/api.md, Leads): the lead sent to the integration staff chose; answers the lead with its push log */
  repushLead(leadId: Identifier, body: { integration_id: Identifier; reason: string }): Promise<{ id: string; status: string; pushes?: unknown[] }>;
  /** POST /leads/{id}/statuses (docs/api.md, Leads): a status the broker gave outside the API, entered by a person; answers the lead */
  enterLeadStatus(leadId: Identifier, body: { group: string; status?: string; note: string }): Promise<{ id: string; status: string }>;
}

export function createBrokerCalls(http: HttpClient): BrokerCalls {
  return {
    repushLead: async (id, body) =>
      (await http.request<Envelope<{ id: string; status: string; pushes?: unknown[] }>>('POST', leadRepushPath.replace(':id', encodeURIComponent(String(id))), { body })).json.data,
    enterLeadStatus: async (id, body) =>
      (await http.request<Envelope<{ id: string; status: string }>>('POST', leadStatusEntryPath.replace(':id', encodeURIComponent(String(id))), { body })).json.data,
    sendTestLead: async (id, lead) => (await http.request<Envelope<TestLeadExchange>>('POST', brokerTestPath(encodeURIComponent(String(id))), { body: lead })).json.data,
  };
}
