import { CONTACT_TODAY_RECOMPUTE_PATH } from '../domain/desk/contactToday';
import type { Envelope, HttpClient } from './http/types';

/** The desk's calls that are not CRUD (docs/api.md, Contact-today); paths relative to the role prefix. */
export interface DeskCalls {
  /** computes the caller's contact-today list again for the workspace-local day */
  recomputeContactToday(): Promise<{ day: string; rows: number }>;
}

export function createDeskCalls(http: HttpClient): DeskCalls {
  return {
    async recomputeContactToday() {
      return (await http.request<Envelope<{ day: string; rows: number }>>('POST', CONTACT_TODAY_RECOMPUTE_PATH, { body: {} })).json.data;
    },
  };
}
