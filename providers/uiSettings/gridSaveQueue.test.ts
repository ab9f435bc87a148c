import { describe, expect, it, vi } from 'vitest';
import type { GridSave } from '../../domain/uiSettings/settings';
import { createGridSaveQueue, type Timers } from './gridSaveQueue';

/** Timers driven by hand: `advance(ms)` fires what is due. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    set: (fn, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, fn });
      return id;
    },
    clear: (id) => void due.delete(id as number),
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const [id, t] of [...due]) if (t.at <= now) {
      due.delete(id);
      t.fn();
    }
    await new Promise((r) => setTimeout(r, 0));
  };
  return { timers, advance, pending: () => due.size };
}

const ids = (batch: GridSave[]) => batch.map((g) => g.grid_id).sort();

describe('grid save queue (R511–R514)', () => {
  it('sends one batch 15 000 ms after the last change, with the desktop and -mob copies', async () => {
    const { timers, advance } = manualTimers();
    const send = vi.fn(async (_batch: GridSave[]) => undefined);
    const queue = createGridSaveQueue({ send, timers });
    queue.enqueue('languages', { visibleColumns: ['id'] });
    await advance(10_000);
    queue.enqueue('tracking-domains', { visibleColumns: ['name'] });
    queue.enqueue('languages', { visibleColumns: ['id', 'name'] });
    await advance(14_999);
    expect(send).not.toHaveBeenCalled();
    await advance(1);
    expect(send).toHaveBeenCalledTimes(1);
    const batch = send.mock.calls[0]![0];
    expect(ids(batch)).toEqual(['languages', 'languages-mob', 'tracking-domains', 'tracking-domains-mob']);
    expect(batch.find((g) => g.grid_id === 'languages-mob')!.ui_settings).toEqual({ visibleColumns: ['id', 'name'] });
    expect(queue.unsaved()).toEqual([]);
  });

  it('runs one save at a time: the second batch waits for the first', async () => {
    const { timers } = manualTimers();
    const releases: Array<() => void> = [];
    const send = vi.fn((_batch: GridSave[]) => new Promise<void>((resolve) => releases.push(resolve)));
    const queue = createGridSaveQueue({ send, timers });
    queue.enqueue('a', { columns: ['x'] });
    const first = queue.flush();
    queue.enqueue('b', { columns: ['y'] });
    const second = queue.flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(send).toHaveBeenCalledTimes(1);
    expect(ids(queue.unsaved())).toEqual(['a', 'a-mob', 'b', 'b-mob']);
    releases[0]!();
    await first;
    await new Promise((r) => setTimeout(r, 0));
    expect(send).toHaveBeenCalledTimes(2);
    expect(ids(send.mock.calls[1]![0])).toEqual(['b', 'b-mob']);
    releases[1]!();
    await second;
  });

  it('puts a failed batch back and retries it with the next one; a newer layout wins', async () => {
    const { timers, advance } = manualTimers();
    const send = vi.fn(async (_batch: GridSave[]) => undefined).mockRejectedValueOnce(new Error('500'));
    const queue = createGridSaveQueue({ send, timers });
    queue.enqueue('a', { columns: ['old'] });
    await queue.flush();
    expect(ids(queue.unsaved())).toEqual(['a', 'a-mob']);
    queue.enqueue('b', { columns: ['b'] });
    queue.enqueue('a-mob', { columns: ['new'] });
    await advance(15_000);
    expect(send).toHaveBeenCalledTimes(2);
    const retry = send.mock.calls[1]![0];
    expect(ids(retry)).toEqual(['a', 'a-mob', 'b', 'b-mob']);
    expect(retry.find((g) => g.grid_id === 'a')!.ui_settings).toEqual({ columns: ['new'] });
    expect(queue.unsaved()).toEqual([]);
  });

  it('retries a failed batch on its own after the wait', async () => {
    const { timers, advance } = manualTimers();
    const send = vi.fn(async (_batch: GridSave[]) => undefined).mockRejectedValueOnce(new Error('offline'));
    const queue = createGridSaveQueue({ send, timers });
    queue.enqueue('a', { columns: ['x'] });
    await advance(15_000);
    await advance(15_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.unsaved()).toEqual([]);
  });

  it('flushes at once on page hide with keepalive, and reports what is unsaved for the local copy', async () => {
    const { timers, pending } = manualTimers();
    const send = vi.fn(async (_batch: GridSave[], _o: { keepalive: boolean }) => undefined);
    const onUnsaved = vi.fn();
    const queue = createGridSaveQueue({ send, timers, onUnsaved });
    queue.enqueue('a', { columns: ['x'] });
    expect(onUnsaved).toHaveBeenLastCalledWith([
      { grid_id: 'a', ui_settings: { columns: ['x'] } },
      { grid_id: 'a-mob', ui_settings: { columns: ['x'] } },
    ]);
    await queue.flush({ keepalive: true });
    expect(send.mock.calls[0]![1]).toEqual({ keepalive: true });
    expect(pending()).toBe(0);
    expect(onUnsaved).toHaveBeenLastCalledWith([]);
  });

  it('queues the unsaved entries of an earlier page', async () => {
    const { timers, advance } = manualTimers();
    const send = vi.fn(async (_batch: GridSave[]) => undefined);
    createGridSaveQueue({ send, timers, initial: [{ grid_id: 'a', ui_settings: { columns: ['x'] } }] });
    await advance(15_000);
    expect(send).toHaveBeenCalledWith([{ grid_id: 'a', ui_settings: { columns: ['x'] } }], { keepalive: false });
  });
});
