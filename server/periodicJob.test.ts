import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodicJob';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a periodic job', () => {
  it('runs at once and then every interval; a failed run is logged and the next one still runs; none after stop', async () => {
    vi.useFakeTimers();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let runs = 0;
    const job = startPeriodicJob('Test job', 1000, async () => {
      runs += 1;
      if (runs === 2) throw new Error('boom');
    });
    await job.ready;
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toHaveBeenCalledWith('Test job failed:', 'boom');
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });

  it('stops only once the run under way has ended', async () => {
    let finish = () => undefined as void;
    const job = startPeriodicJob('Slow job', 60_000, () => new Promise<void>((resolve) => (finish = resolve)));
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
