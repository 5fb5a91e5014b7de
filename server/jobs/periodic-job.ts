// A background task of the server (mail retry, design clean-up): it runs every `intervalMs`, never
// twice at once, never keeps the process alive by itself, and stops when the server shuts down
// (stop() waits for a run under way). `work` handles its own errors; the job only schedules it.

export type PeriodicJob = {
  /** Runs now (or joins the run under way) and resolves when that run ends. */
  runNow: () => Promise<void>;
  stop: () => Promise<void>;
};

export function startPeriodicJob(
  work: () => Promise<void>,
  options: { intervalMs: number; runAtStart?: boolean },
): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = (): Promise<void> => {
    if (running) return running;
    if (stopped) return Promise.resolve();
    running = work().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  if (options.runAtStart) void run();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
