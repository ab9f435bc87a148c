import type { Role } from '../../server/http/types';
import type { DemoIds } from '../permissionToggles';

/**
 * Rows of the endpoint × principal table (server/authorization.test.ts). 'ok' means the request
 * got past authorization (any status but 401 and 403). Each area keeps its rows in a file of its
 * own beside this one and the table spreads them, so a new module adds one file and one line.
 */
export type Expect = 401 | 403 | 'ok';
export type Principal = Role;
export type Row = {
  anonymous: Expect;
  admin: Expect;
  manager: Expect;
  affiliate: Expect;
  /**
   * The advertiser (spec 4 §7); unsaid: refused (403) like any role not listed, unless the endpoint
   * is open or needs only a session (server/authorization.test.ts `expectedOf`).
   */
  advertiser?: Expect;
  /** the JSON body, or a function of the demo users' ids */
  body?: unknown;
  /** path parameters by name; every parameter not given is 1 */
  params?: (ids: DemoIds) => Record<string, number | string>;
  keys?: readonly Principal[];
  feature?: readonly Principal[];
};

export const everyone: Row = { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 'ok' };
export const adminOnly: Row = { anonymous: 401, admin: 'ok', manager: 403, affiliate: 403 };
export const open: Row = { anonymous: 'ok', admin: 'ok', manager: 'ok', affiliate: 'ok' };
export const adminManager: Row = { anonymous: 401, admin: 'ok', manager: 'ok', affiliate: 403 };
