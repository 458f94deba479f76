// Server rendering throughput: the production server (scripts/serve-site.mjs, which runs
// react-router-serve) of a built site in processes of its own, loaded by autocannon from
// this process. Nothing caches pages; the site servers reuse the API's answers for seconds.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const repository = path.resolve(import.meta.dirname, '../../../..');

/** One page's throughput under load. */
export interface Throughput {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors and timeouts. */
  failures: number;
  /** The machine's 1-minute load average when the run ended. */
  loadAverage: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A built site served the way production serves it (NODE_ENV=production,
 * `workers` processes), against the API at `apiUrl`; resolves once it answers /readyz.
 */
export async function startProductionSite(options: {
  site: 'snacks' | 'rewards';
  buildDir: string;
  apiUrl: string;
  workers: number;
}) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(repository, 'scripts/serve-site.mjs'),
      path.join(options.buildDir, 'server/index.js'),
    ],
    {
      cwd: path.join(repository, 'sites', options.site),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        API_URL: options.apiUrl,
        SITE_WORKERS: String(options.workers),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`The ${options.site} server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 300) throw new Error(`The ${options.site} server did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * `autocannon -c connections -d seconds` on `url + pagePath`, after a few seconds of the same
 * load so that the server's code is compiled and the reused API answers are there.
 */
export async function measureThroughput(
  url: string,
  pagePath: string,
  options: { connections: number; seconds: number; warmUpSeconds: number },
): Promise<Throughput> {
  const target = `${url}${pagePath}`;
  await autocannon({
    url: target,
    connections: options.connections,
    duration: options.warmUpSeconds,
  });
  const result = await autocannon({
    url: target,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    path: pagePath,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    loadAverage: loadavg()[0] ?? 0,
  };
}
