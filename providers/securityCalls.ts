import type { Identifier } from 'ra-core';
import type { Envelope, HttpClient } from './http/types';
import { OPENAPI_DOCUMENT_PATH, type ReferenceDocument } from '../domain/apiReference/document';

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_codes_left: number;
  /** the policy obliges this user (staff) to have one */
  required: boolean;
}

export interface TwoFactorEnrolment {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

export interface SessionRow {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string;
  user_agent: string;
  browser: string;
  os: string;
  current: boolean;
}

export interface SecurityPolicy {
  require_two_factor_for_staff: boolean;
}

/** Account security calls that are not CRUD (docs/api.md, Account security). */
export interface SecurityCalls {
  getTwoFactor(): Promise<TwoFactorStatus>;
  startTwoFactor(): Promise<TwoFactorEnrolment>;
  /** answers the ten recovery codes, shown only once */
  confirmTwoFactor(code: string): Promise<string[]>;
  disableTwoFactor(code: string): Promise<void>;
  getSessions(): Promise<SessionRow[]>;
  endSession(id: string): Promise<void>;
  endOtherSessions(): Promise<void>;
  getSecurityPolicy(): Promise<SecurityPolicy>;
  setSecurityPolicy(policy: SecurityPolicy): Promise<SecurityPolicy>;
  resetUserTwoFactor(userId: Identifier): Promise<void>;
  endUserSessions(userId: Identifier): Promise<void>;
  /** opens a view-only session of that user (its own cookie); answers the app to load */
  startViewAs(userId: Identifier): Promise<{ url: string; full_name: string }>;
  /** ends the view; answers where the viewer goes back to */
  endViewAs(): Promise<{ url: string }>;
  /** erases a person's data on request (the admin; `confirm` is the word typed, ERASE) */
  erasePersonalData(target: { kind: 'user' | 'lead'; id: Identifier }, confirm: string): Promise<void>;
  /** the public API's OpenAPI document (no envelope) */
  getApiReference(): Promise<ReferenceDocument>;
}

const account = (userId: Identifier) => `/user_profiles/user-accounts/${encodeURIComponent(String(userId))}`;

export function createSecurityCalls(http: HttpClient): SecurityCalls {
  const data = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    (await http.request<Envelope<T>>(method, path, body === undefined ? undefined : { body })).json.data;
  return {
    erasePersonalData: async (target, confirm) => {
      const base = target.kind === 'user' ? '/user_profiles' : '/leads';
      await data('POST', `${base}/${encodeURIComponent(String(target.id))}/erase`, { confirm });
    },
    getApiReference: async () => (await http.request<ReferenceDocument>('GET', OPENAPI_DOCUMENT_PATH)).json,
    getTwoFactor: () => data<TwoFactorStatus>('GET', '/me/two-factor'),
    startTwoFactor: () => data<TwoFactorEnrolment>('POST', '/me/two-factor', {}),
    confirmTwoFactor: async (code) => (await data<{ recovery_codes: string[] }>('POST', '/me/two-factor/confirm', { code })).recovery_codes,
    disableTwoFactor: async (code) => void (await data('POST', '/me/two-factor/disable', { code })),
    getSessions: () => data<SessionRow[]>('GET', '/me/sessions'),
    endSession: async (id) => void (await data('DELETE', `/me/sessions/${encodeURIComponent(id)}`)),
    endOtherSessions: async () => void (await data('POST', '/me/sessions/end-others', {})),
    getSecurityPolicy: () => data<SecurityPolicy>('GET', '/security/policy'),
    setSecurityPolicy: (policy) => data<SecurityPolicy>('PUT', '/security/policy', policy),
    resetUserTwoFactor: async (userId) => void (await data('POST', `${account(userId)}/reset-two-factor`, {})),
    endUserSessions: async (userId) => void (await data('POST', `${account(userId)}/end-sessions`, {})),
    startViewAs: (userId) => data<{ url: string; full_name: string }>('POST', `${account(userId)}/view-as`, {}),
    endViewAs: () => data<{ url: string }>('POST', '/view-as/end', {}),
  };
}
