import type { ActiveSession } from '../auth/sessions';
import type { WorkspaceFeature } from '../../domain/permissions/features';

/** Who is calling, with the workspace features read alongside. */
export interface Principal {
  session: ActiveSession;
  features: readonly WorkspaceFeature[];
}

/**
 * The signed-in callers of one app (created in createApp, never module state), each kept for at
 * most `ttlMs`. Under load every request of a session would otherwise read the same session,
 * user and features rows; with PGlite those reads queue on its single connection.
 *
 * Correctness first: every state-changing request (POST, PUT, PATCH, DELETE) clears the whole
 * cache when it completes, so a ban, a logout, a permission or feature change made through the
 * API applies to the very next request. A read that started before such a write cannot put its
 * older answer back (the generation check). A change made outside this process (a second server
 * on the same PostgreSQL, SQL by hand) applies within `ttlMs`; SESSION_CACHE_MS=0 turns the cache
 * off for deployments that need even that at once.
 */
export interface SessionCache {
  /** the cached caller of a token, or what `load` finds (kept unless the cache was cleared meanwhile) */
  principal(token: string, load: () => Promise<Principal | null>): Promise<Principal | null>;
  /** after a write: every caller forgotten, or (`'reads'`, a write that changes no caller) only what depends on the data */
  clear(scope?: 'all' | 'reads'): void;
}

const MAX_ENTRIES = 10_000;

export function createSessionCache(ttlMs: number, clock: () => number = () => performance.now()): SessionCache {
  const entries = new Map<string, { principal: Principal; until: number }>();
  // one read per token at a time: the many requests of a busy session that miss together share it
  const reading = new Map<string, { generation: number; found: Promise<Principal | null> }>();
  let generation = 0;
  const read = async (token: string, load: () => Promise<Principal | null>) => {
    const started = generation;
    try {
      const found = await load();
      // unknown tokens are not kept: random cookies must not fill the memory
      if (found && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(token, { principal: found, until: clock() + ttlMs });
      } else if (!found) entries.delete(token);
      return found;
    } finally {
      if (reading.get(token)?.generation === started) reading.delete(token);
    }
  };
  return {
    async principal(token, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(token);
      if (hit && hit.until > clock()) return hit.principal;
      // a read begun before the last clear may hold an older answer: it is not shared
      const pending = reading.get(token);
      if (pending && pending.generation === generation) return pending.found;
      const found = read(token, load);
      reading.set(token, { generation, found });
      return found;
    },
    clear(scope = 'all') {
      if (scope === 'reads') return;
      generation += 1;
      entries.clear();
    },
  };
}
