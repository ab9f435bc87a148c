import type { Envelope, HttpClient } from './http/types';

/** The signed-in user as the API describes it (docs/api.md, `UserInfo`). */
export interface UserInfo {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  user_type: number;
  registration_completed: boolean | number;
  commission_threshold: number;
  time_zone: string;
  permissions: string[];
  email_notifications: string[];
  alert_notifications: string[];
  language: string;
  commission_type_id: number;
  /** in a view-as session, who is looking; null otherwise */
  view_as_by?: { id: number; full_name: string } | null;
}

/** `GET /api/account` (unprefixed), silent: the caller decides what a 401 means here. */
export async function fetchAccount(http: HttpClient): Promise<UserInfo> {
  const response = await http.request<Envelope<UserInfo>>('GET', '/account', { silent: true });
  return response.json.data;
}
