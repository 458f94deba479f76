import cluster, { type Worker } from 'node:cluster';

export interface SuperviseOptions {
  /** Processes to keep running. */
  workers: number;
  /** Prefix of log lines. */
  name: string;
  /** How long a worker may take to finish its requests once told to stop. */
  graceMs: number;
}

/** A worker that dies sooner than this after starting is restarted after a growing pause. */
const STEADY_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Beyond the workers' own grace period, the most the primary waits before killing them. */
const KILL_AFTER_GRACE_MS = 5000;

/**
 * The primary process of Node's cluster: runs `workers` copies of this program, which share
 * its listening port (connections are handed to them in turn), starts another when one dies,
 * and on SIGTERM or SIGINT passes SIGTERM on, waits for every worker to finish its requests
 * and exits. A worker that fails before any has ever listened (bad configuration, database
 * unreachable) stops the whole program, rather than restarting in a loop.
 */
export function superviseWorkers(options: SuperviseOptions): void {
  let stopping = false;
  let anyListened = false;
  let restartDelayMs = 0;
  const startedAt = new Map<Worker, number>();

  const start = () => {
    if (stopping) return;
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      anyListened = true;
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!anyListened) {
      console.error(`${options.name}: a process failed to start (${how}); stopping`);
      process.exitCode = code || 1;
      stop();
      return;
    }
    restartDelayMs =
      uptime < STEADY_MS ? Math.min(Math.max(restartDelayMs * 2, 1000), MAX_RESTART_DELAY_MS) : 0;
    console.warn(
      `${options.name}: process ${worker.process.pid} exited (${how}); starting another` +
        (restartDelayMs ? ` in ${restartDelayMs / 1000} s` : ''),
    );
    setTimeout(start, restartDelayMs);
  });

  function stop() {
    if (stopping) return;
    stopping = true;
    const workers = [...startedAt.keys()];
    if (workers.length === 0) process.exit(process.exitCode ?? 0);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, options.graceMs + KILL_AFTER_GRACE_MS).unref();
  }

  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < options.workers; i += 1) start();
}
