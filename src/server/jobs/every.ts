// A task run on a timer in each app process. A slow run is never stacked on by the next tick, and
// stopping waits for a run in progress, so shutdown does not cut a batch in half.

export interface RunningJob {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

export interface JobLog {
  error(details: object, message: string): void;
}

/** Runs `task` every `everyMs`; 0 or less turns it off. Failures are logged, and the next tick runs. */
export function runEvery(
  name: string,
  everyMs: number,
  task: () => Promise<unknown>,
  log: JobLog,
): RunningJob {
  if (everyMs <= 0) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((error: unknown) => log.error({ err: error, job: name }, 'background job failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  // The timer alone must not keep the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
