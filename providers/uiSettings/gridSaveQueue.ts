import { gridIdsOf, type GridSave, type GridSettings } from '../../domain/uiSettings/settings';

export const GRID_SAVE_DELAY_MS = 15_000;

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface GridSaveQueueOptions {
  /** sends one batch; a rejection puts the batch back in the queue */
  send(batch: GridSave[], options: { keepalive: boolean }): Promise<void>;
  timers: Timers;
  delayMs?: number;
  /** every change of what is not yet saved (queued plus in flight), to keep a local copy */
  onUnsaved?(unsaved: GridSave[]): void;
  /** unsaved entries of an earlier page (the local copy), queued at once */
  initial?: readonly GridSave[];
}

export interface GridSaveQueue {
  /** queues a grid's layout for its id and its -mob copy, and restarts the 15 s wait */
  enqueue(gridId: string, settings: GridSettings): void;
  /** sends what is queued now, after the save in flight; `keepalive` when the page is going away */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  unsaved(): GridSave[];
  dispose(): void;
}

/**
 * Grid-settings saves (spec 1 §7, §9; R512–R514): batched, sent 15 000 ms after the last change,
 * one at a time; a failed batch goes back in the queue (unless a newer layout of the same grid
 * came meanwhile) and is retried after the same wait.
 */
export function createGridSaveQueue(options: GridSaveQueueOptions): GridSaveQueue {
  const delay = options.delayMs ?? GRID_SAVE_DELAY_MS;
  const queued = new Map<string, GridSettings>();
  let inFlight: GridSave[] = [];
  let timer: unknown = null;
  let chain: Promise<void> = Promise.resolve();
  let disposed = false;
  let busy = false;

  const unsaved = (): GridSave[] => {
    const all = new Map(inFlight.map((g) => [g.grid_id, g.ui_settings]));
    for (const [id, s] of queued) all.set(id, s);
    return [...all].map(([grid_id, ui_settings]) => ({ grid_id, ui_settings }));
  };
  const report = () => options.onUnsaved?.(unsaved());

  const schedule = () => {
    if (timer !== null) options.timers.clear(timer);
    timer = disposed ? null : options.timers.set(() => {
      timer = null;
      void flush();
    }, delay);
  };

  async function sendOnce(keepalive: boolean): Promise<void> {
    if (!queued.size) return;
    const batch = [...queued].map(([grid_id, ui_settings]) => ({ grid_id, ui_settings }));
    queued.clear();
    inFlight = batch;
    busy = true;
    try {
      await options.send(batch, { keepalive });
    } catch {
      for (const g of batch) if (!queued.has(g.grid_id)) queued.set(g.grid_id, g.ui_settings);
      schedule();
    } finally {
      inFlight = [];
      busy = false;
      report();
    }
  }

  function flush({ keepalive = false } = {}): Promise<void> {
    if (timer !== null) {
      options.timers.clear(timer);
      timer = null;
    }
    // idle: take the batch now; busy: after the save in flight (one at a time, R513)
    chain = busy ? chain.then(() => sendOnce(keepalive)) : sendOnce(keepalive);
    return chain;
  }

  for (const g of options.initial ?? []) queued.set(g.grid_id, g.ui_settings);
  if (queued.size) schedule();

  return {
    enqueue(gridId, settings) {
      for (const id of gridIdsOf(gridId)) queued.set(id, settings);
      report();
      schedule();
    },
    flush,
    unsaved,
    dispose() {
      disposed = true;
      if (timer !== null) options.timers.clear(timer);
      timer = null;
    },
  };
}
