/** What one open stream of a user's unread count hears. */
export interface AlertListener {
  /** an alert of this user may have been raised or read: read the count again */
  changed(): void;
  /** the server is stopping: end the stream */
  closed(): void;
}

/**
 * Tells the open count streams of this process (GET /alerts/stream) that a user's alerts changed,
 * so the bell moves at once. Held by the app (createApp makes one, server/main.ts closes it at
 * shutdown), never module state. Another process's change (a tracker process, a second app
 * process, a job) reaches a stream by its periodic re-read instead (docs/decisions/alerts.md).
 */
export interface AlertNotifier {
  /** listens for one user's changes; answers the unsubscribe */
  subscribe(userId: number, listener: AlertListener): () => void;
  /** the listeners of these users (everyone's when omitted) read their count again */
  notify(userIds?: readonly number[]): void;
  /** ends every stream and refuses new ones: a stopping server does not wait for open streams */
  close(): void;
  readonly isClosed: boolean;
}

export function createAlertNotifier(): AlertNotifier {
  const listeners = new Map<number, Set<AlertListener>>();
  let isClosed = false;
  return {
    subscribe(userId, listener) {
      if (isClosed) {
        listener.closed();
        return () => {};
      }
      const set = listeners.get(userId) ?? new Set<AlertListener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
    notify(userIds) {
      const sets = userIds ? userIds.map((id) => listeners.get(id)) : [...listeners.values()];
      for (const set of sets) for (const listener of set ?? []) listener.changed();
    },
    close() {
      isClosed = true;
      for (const set of listeners.values()) for (const listener of set) listener.closed();
      listeners.clear();
    },
    get isClosed() {
      return isClosed;
    },
  };
}
