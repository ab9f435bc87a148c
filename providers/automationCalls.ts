import { automationRulesResource } from '../domain/automation/rules';
import type { Envelope, HttpClient } from './http/types';

/** One subject of a run or a dry run (docs/api.md, Automation rules). */
export interface AutomationResultRow {
  offer_id: number | null;
  affiliate_id: number | null;
  value: string | null;
  matched: boolean;
  outcome: string | null;
}

export interface AutomationRunRow {
  id: number;
  window_start: string;
  ran_at: string;
  matched: number;
  changed: number;
  results: AutomationResultRow[];
}

export interface AutomationDryRun {
  window_start: string;
  action: string;
  results: AutomationResultRow[];
}

/** The automation rules' calls that are not CRUD: a rule's run log and its dry run; paths relative to the role prefix. */
export interface AutomationCalls {
  automationRuns(ruleId: number): Promise<AutomationRunRow[]>;
  automationDryRun(ruleId: number): Promise<AutomationDryRun>;
}

const path = (id: number, tail: string) => `${automationRulesResource.api.path}/${encodeURIComponent(String(id))}/${tail}`;

export function createAutomationCalls(http: HttpClient): AutomationCalls {
  return {
    async automationRuns(ruleId) {
      return (await http.request<Envelope<AutomationRunRow[]>>('POST', path(ruleId, 'runs/list'), { body: { page: 1, per_page: 50 } })).json.data;
    },
    async automationDryRun(ruleId) {
      return (await http.request<Envelope<AutomationDryRun>>('POST', path(ruleId, 'dry-run'), { body: {} })).json.data;
    },
  };
}
