import type { UserInfo } from './account';
import type { Envelope, HttpClient } from './http/types';

/** The profile fields a user edits about themselves (PUT /me, docs/api.md). */
export interface ProfileUpdate {
  first_name?: string;
  last_name?: string;
  language?: string;
  time_zone?: string;
  email_notifications?: string[];
  alert_notifications?: string[];
}

/** The signed-in user's own profile, added to the dataProvider. */
export interface ProfileCalls {
  getMe(): Promise<UserInfo>;
  updateMe(update: ProfileUpdate): Promise<UserInfo>;
}

export function createProfileCalls(http: HttpClient): ProfileCalls {
  return {
    async getMe() {
      return (await http.request<Envelope<UserInfo>>('GET', '/me')).json.data;
    },
    async updateMe(update) {
      return (await http.request<Envelope<UserInfo>>('PUT', '/me', { body: update })).json.data;
    },
  };
}
