import type { z } from 'zod';
import type { Context } from 'hono';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ActiveSession } from '../auth/sessions';
import type { SessionCache } from './sessionCache';
import type { HostLookup } from '../net/hostLookup';
import type { OutgoingAgents } from '../net/outgoingAgents';
import type { SignInGate } from '../auth/signInGate';
import type { AlertNotifier } from '../modules/alerts/alertNotifier';
import type { WorkspaceFeature } from '../../domain/permissions/features';
import type { PermissionKey } from '../../domain/permissions/keys';
import { roleSegment, type RoleSegment } from '../../domain/enums/user';
import { ACCOUNT_ROLES as EVERY_APP, ALL_ROLES } from '../../domain/permissions/access';

/** The API's role segments: one list, shared with the browser (domain/enums/user). */
export type Role = RoleSegment;
/** The network's roles, which share the generic endpoints; the advertiser is not one (domain/permissions/access.ts). */
export const ROLES: readonly Role[] = ALL_ROLES;
/** Every role with an app, the advertiser too: the endpoints of one's own account. */
export const ACCOUNT_ROLES: readonly Role[] = EVERY_APP;

export interface Deps {
  db: Db;
  config: Config;
  now: () => Date;
  /** the caller's address: the socket's, or X-Forwarded-For's first hop when TRUST_PROXY=1 */
  clientIp: (c: Context<AppEnv>) => string;
  /** the addresses of a host name (outgoing calls' public-address check); default: the system's resolver */
  lookupHost?: HostLookup;
  /** connections to brokers kept open between calls (server/net/outgoingAgents.ts); createApp makes them when absent */
  outgoing?: OutgoingAgents;
  /** signed-in callers kept briefly (server/http/sessionCache.ts); createApp makes one when absent */
  sessionCache?: SessionCache;
  /** the sign-in throttle's side in this process (server/auth/signInGate.ts); createApp makes one when absent */
  signInGate?: SignInGate;
  /** tells this process's open alert streams that a user's alerts changed; createApp makes one when absent */
  alertNotifier?: AlertNotifier;
  /** the public API's OpenAPI document, written once from the app's route table; createApp makes it */
  apiReference?: () => Record<string, unknown>;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    session: ActiveSession | null;
    role: Role | null;
    /** the workspace features switched on (read by loadSession for signed-in requests) */
    features: readonly WorkspaceFeature[];
    /** the matched endpoint only reads (its row's `reads`, or a GET): set before any guard runs */
    reads: boolean;
    /** the matched endpoint changes no caller (a read, or its row's `keepsCallers`): the session cache is kept after it */
    keepsCallers: boolean;
  };
}

export type Ctx = Context<AppEnv>;

export type Access =
  /** no session needed */
  | { kind: 'public' }
  /** any signed-in user; the path has no role segment */
  | { kind: 'session' }
  /**
   * role-prefixed path; the session's role must be listed, every named key held (effective keys:
   * server/http/guards.ts) and the feature, if named, switched on. With `selfParam`, a caller whose
   * own user id is that path parameter needs no key (a user reading their own permission set).
   */
  | {
      kind: 'roles';
      roles: readonly Role[];
      permission?: PermissionKey | readonly PermissionKey[];
      /** keys that differ by role (a report an affiliate reaches by another key): replaces `permission` for the roles it names */
      permissionByRole?: Partial<Record<Role, PermissionKey | readonly PermissionKey[]>>;
      feature?: WorkspaceFeature;
      selfParam?: string;
      /**
       * false: a versioned contract path without the role segment (`/api/v1/leads`, spec 4 §1),
       * for the one role listed; guarded otherwise exactly like its role-prefixed twin.
       */
      roleSegment?: false;
    };

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** without the /api prefix and, for role access, without the role segment */
  path: string;
  access: Access;
  /**
   * A POST that only reads (a list, a report, an export, a built link): it carries its filters in
   * the body and changes nothing, so a read-scoped API key and a view-as session may call it.
   * Every GET reads; every other row without it changes state (server/http/readOnly.ts).
   */
  reads?: true;
  /**
   * A write that changes no user, session, API key, permission or feature (a lead sent): the
   * callers' session cache is kept after it. Every other write clears it, so a change of who may do
   * what applies to the next request (server/http/sessionCache.ts).
   */
  keepsCallers?: true;
  /**
   * a signed-in person's call (credentials, second factor, sessions): an API key is refused with
   * 403, and the API reference leaves it out
   */
  sessionOnly?: true;
  /** one line for the API reference (`/api/v1/openapi.json`); without it the document names the method and path */
  summary?: string;
  /** the zod schema the handler validates the JSON body with: the API reference describes the body by it */
  body?: z.ZodType;
  /** the zod schema of the query string, as above */
  query?: z.ZodType;
  handler: (c: Ctx) => Response | Promise<Response>;
}

export const roleOfUserType = (userType: number): Role | null => roleSegment(userType) ?? null;
