import type { ThrottleKey, TryDecision } from './throttle';
import { createWorkLimits, type WorkLimits } from './workLimits';

/** Past this many remembered refusals, the oldest half is dropped. */
const REMEMBERED = 10_000;

/**
 * This process's side of the sign-in throttle (per app, made by createApp and held in Deps, never
 * module state). The database decides every try; this only makes a burst's refusals cheap and
 * keeps floods off the CPU:
 * - tries sharing a throttle key are decided one at a time here, and when the database refuses one,
 *   every try of that key that was already waiting is refused with it: it arrived before that
 *   decision, so answering it as if decided at the same moment is what the database would say. A
 *   try arriving later asks the database again. So after a burst's free tries, the rest of the
 *   burst costs no statement at all, and nothing is remembered past the burst;
 * - the password checks run under `checks` (server/auth/workLimits.ts).
 */
export interface SignInGate {
  checks: WorkLimits;
  decide(keys: ThrottleKey[], take: () => Promise<TryDecision>): Promise<TryDecision>;
}

export function createSignInGate(): SignInGate {
  const decisions = createWorkLimits();
  // key → the database's last refusal of it: when (this process's monotonic clock) and the wait it named
  const refusals = new Map<string, { decidedAt: number; retryAfterMs: number }>();

  const refusedSince = (keys: ThrottleKey[], arrived: number): TryDecision | null => {
    for (const { key } of keys) {
      const refusal = refusals.get(key);
      if (refusal && refusal.decidedAt >= arrived) {
        return { allowed: false, retryAfterMs: Math.max(0, refusal.retryAfterMs - (performance.now() - refusal.decidedAt)), key };
      }
    }
    return null;
  };

  return {
    checks: createWorkLimits(),
    decide: (keys, take) => {
      const arrived = performance.now();
      return decisions.run(
        keys.map((k) => ({ key: k.key, max: 1 })),
        async () => {
          const shared = refusedSince(keys, arrived);
          if (shared) return shared;
          const decision = await take();
          if (!decision.allowed) {
            if (refusals.size >= REMEMBERED) [...refusals.keys()].slice(0, REMEMBERED / 2).forEach((k) => refusals.delete(k));
            refusals.delete(decision.key);
            refusals.set(decision.key, { decidedAt: performance.now(), retryAfterMs: decision.retryAfterMs });
          }
          return decision;
        },
      );
    },
  };
}
