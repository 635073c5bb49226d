// The cluster primary behind `npm run serve` when WEB_CONCURRENCY is above 1. It serves nothing
// itself: it prepares the database once, so workers never race on migrations, then forks the
// workers, which share the listening port (Node's cluster hands each new connection to the next
// worker), and keeps their number up.
// - SIGHUP replaces the workers one at a time: a new one listens before an old one is told to stop,
//   and the old one finishes its requests in flight (start.ts). Migrations run first, so a release
//   is new files, then SIGHUP; old workers must cope with the new schema until they are replaced.
//   A new worker that cannot start ends the restart and the old ones keep serving.
// - A worker that dies unexpectedly is replaced, after a growing wait if it keeps dying.
// - SIGTERM or SIGINT stops every worker the same graceful way, then the primary exits.
import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from '../config/config';
import { loggerOptions } from '../logging/logger';
import { prepareDatabase } from '../db/prepare-database';
import { crashBackoff } from './backoff';

/** Workers force their own exit after 10 s (start.ts); this catches one that hangs past it. */
const STOP_TIMEOUT_MS = 15_000;

interface Exit {
  code: number | null;
  signal: string | null;
}

async function prepareOnce(config: Config) {
  const database = await prepareDatabase(config);
  await database.close();
}

/** Resolves true once the worker listens, false if it exits first. */
function listening(worker: Worker): Promise<boolean> {
  return new Promise((resolve) => {
    worker.once('listening', () => resolve(true));
    worker.once('exit', () => resolve(false));
  });
}

export async function runPrimary(config: Config): Promise<void> {
  const log = pino(loggerOptions(config.logLevel));
  const size = config.workers;
  /** Workers that count towards `size`: starting or serving, not told to stop. */
  const serving = new Set<Worker>();
  /** Every worker not yet exited, with its exit. */
  const alive = new Map<Worker, Promise<Exit>>();
  const startedAt = new Map<Worker, number>();
  const retiring = new Set<Worker>();
  const backoff = crashBackoff();
  const replacements = new Set<NodeJS.Timeout>();
  let started = false;
  let stopping = false;
  let restarting = false;
  let restartAgain = false;

  function fork(): Worker {
    const worker = cluster.fork();
    serving.add(worker);
    startedAt.set(worker, Date.now());
    alive.set(
      worker,
      new Promise((resolve) => worker.once('exit', (code, signal) => resolve({ code, signal }))),
    );
    worker.once('exit', (code: number | null, signal: string | null) => onExit(worker, code, signal));
    return worker;
  }

  function onExit(worker: Worker, code: number | null, signal: string | null) {
    serving.delete(worker);
    alive.delete(worker);
    const livedMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (retiring.delete(worker) || stopping || !started) return;
    // A new worker that failed during a restart leaves the pool whole: nothing to replace.
    if (serving.size + replacements.size >= size) return;
    const delayMs = backoff.next(livedMs);
    log.warn(
      { worker: worker.process.pid, code, signal, delayMs },
      'a worker stopped unexpectedly; replacing it',
    );
    const timer = setTimeout(() => {
      replacements.delete(timer);
      if (stopping) return;
      const replacement = fork();
      void listening(replacement).then((ok) => {
        if (ok) log.info({ workers: serving.size }, 'replacement worker serving');
      });
    }, delayMs);
    replacements.add(timer);
  }

  async function restart(): Promise<void> {
    if (!started || stopping) return;
    // A release that landed during a restart may be newer than workers it already started.
    if (restarting) {
      restartAgain = true;
      return;
    }
    restarting = true;
    try {
      log.info({ workers: serving.size }, 'restarting workers one at a time');
      await prepareOnce(config);
      for (const old of [...serving]) {
        if (stopping) return;
        // Died meanwhile: it has been replaced by a worker of the new release already.
        if (!serving.has(old)) continue;
        if (!(await listening(fork()))) {
          if (!stopping) log.error('a new worker could not start; the old workers keep serving');
          return;
        }
        if (stopping) return;
        serving.delete(old);
        retiring.add(old);
        const exited = alive.get(old);
        old.process.kill('SIGTERM');
        // One at a time: the machine holds one extra worker at most.
        await exited;
      }
      log.info({ workers: serving.size }, 'workers restarted');
    } catch (error) {
      log.error({ err: error }, 'restart failed; the running workers keep serving');
    } finally {
      restarting = false;
    }
    if (restartAgain) {
      restartAgain = false;
      await restart();
    }
  }

  async function shutdown(signal: string, exitCode = 0) {
    if (stopping) return;
    stopping = true;
    for (const timer of replacements) clearTimeout(timer);
    const workers = [...alive.keys()];
    const exits = [...alive.values()];
    log.info({ signal, workers: workers.length }, 'shutting down: stopping workers');
    for (const worker of workers) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const worker of alive.keys()) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    const outcomes = await Promise.all(exits);
    clearTimeout(force);
    // A worker still starting has no handler yet and dies of the SIGTERM itself: as asked.
    const clean = outcomes.every((exit) => exit.code === 0 || exit.signal === 'SIGTERM');
    if (!clean) log.error({ outcomes }, 'a worker did not stop cleanly');
    log.info('all workers stopped');
    process.exit(clean ? exitCode : 1);
  }

  // Before any fork: a signal during start-up must not find the default handlers (SIGHUP kills).
  process.on('SIGHUP', () => void restart());
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await prepareOnce(config);
  // One shop, one callback address: simulated mode draws a random secret per process otherwise.
  process.env.MPESA_CALLBACK_SECRET = config.mpesa.callbackSecret;
  log.info({ workers: size }, `starting ${size} workers`);
  const ready = await Promise.all(Array.from({ length: size }, () => listening(fork())));
  // Told to stop while starting: shutdown() is under way.
  if (stopping) return;
  if (!ready.every(Boolean)) {
    log.error('a worker could not start; stopping');
    await shutdown('start-up failed', 1);
    return;
  }
  started = true;
  log.info({ workers: size }, `${size} workers serving at ${config.publicUrl}`);
}
