import type { Context } from 'hono';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { HostLookup } from '../../net/hostLookup';
import { createCapGate, type CapGate } from '../caps/capGate';
import { createClickJudge, type ClickJudge } from '../quality/clickJudge';
import { createBatchSink, type ClickSink } from './clickSink';
import { createLookups, type Lookups } from './lookups';
import { agentParser } from './visitor';

export interface TrackerDeps {
  db: Db;
  config: Config;
  now: () => Date;
  /** the visitor's address (the socket's, or X-Forwarded-For's first hop behind a trusted proxy) */
  clientIp: (c: Context) => string;
  /** default: the process's own batch writer */
  sink?: ClickSink;
  /** the addresses of a host name (the hosted lead form's pushes to brokers); default: the system's resolver */
  lookupHost?: HostLookup;
  /** how long domains, offers and affiliates are kept in memory */
  cacheTtlMs?: number;
}

/** One tracker: its caches and its click sink, made per app (no module state). */
export interface Tracker {
  /** conversions are written at once, in their own transaction (modules/conversions) */
  db: Db;
  config: Config;
  now: () => Date;
  clientIp: (c: Context) => string;
  lookupHost?: HostLookup;
  lookups: Lookups;
  sink: ClickSink;
  /** the offers' caps on clicks (modules/caps) */
  caps: CapGate;
  /** OS and browser of a user agent, memoised */
  agent: (userAgent: string) => { os: string; browser: string };
  /** Traffic safety of a click and its reasons (spec 4 §4) */
  quality: ClickJudge;
}

export function createTracker(deps: TrackerDeps): Tracker {
  return {
    db: deps.db,
    config: deps.config,
    now: deps.now,
    clientIp: deps.clientIp,
    lookupHost: deps.lookupHost,
    lookups: createLookups(deps.db, deps.cacheTtlMs),
    sink: deps.sink ?? createBatchSink(deps.db),
    caps: createCapGate(deps.db, deps.cacheTtlMs),
    agent: agentParser(),
    quality: createClickJudge(deps.db, { settingsTtlMs: deps.cacheTtlMs }),
  };
}
