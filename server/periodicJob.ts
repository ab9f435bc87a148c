/**
 * A job that runs `work` at once and then every `intervalMs` (the billing and hold jobs): a failed
 * run is logged as `<name> failed: …` and the next one runs as planned; its timer does not keep the
 * process alive. `ready` settles when the first run has; `stop` clears the timer and waits for the
 * run under way.
 */
export function startPeriodicJob(name: string, intervalMs: number, work: () => Promise<unknown>) {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = work().catch((error: unknown) => {
      console.error(`${name} failed:`, error instanceof Error ? error.message : error);
    });
    return running;
  };
  const first = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return {
    ready: first,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
