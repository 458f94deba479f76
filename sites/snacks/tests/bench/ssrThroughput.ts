// Server rendering throughput: the production server (scripts/serve-site.mjs, which runs
// react-router-serve) of a built site in processes of its own, loaded by autocannon from
// this process. Nothing caches pages; the site servers reuse the API's answers for seconds.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
  /**
   * The site server's CPU time (user + system, every process of it) per answered request,
   * in ms: the work of a page, whatever the queueing.
   */
  cpuMsPerRequest: number;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system CPU ms of a process and its children (the site's cluster workers). */
export function processTreeCpuMs(pid: number): number {
  const ownCpu = (id: number) => {
    // Fields after the command's closing parenthesis: state is 3rd, utime 14th, stime 15th.
    const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  };
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // No children file (an older kernel): the process alone.
  }
  return ownCpu(pid) + children.reduce((sum, child) => sum + ownCpu(child), 0);
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
    pid: child.pid as number,
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
  site: { url: string; pid: number },
  pagePath: string,
  options: { connections: number; seconds: number; warmUpSeconds: number },
): Promise<Throughput> {
  const { url } = site;
  const target = `${url}${pagePath}`;
  await autocannon({
    url: target,
    connections: options.connections,
    duration: options.warmUpSeconds,
  });
  const cpuBefore = processTreeCpuMs(site.pid);
  const result = await autocannon({
    url: target,
    connections: options.connections,
    duration: options.seconds,
  });
  const cpuMs = processTreeCpuMs(site.pid) - cpuBefore;
  return {
    path: pagePath,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    loadAverage: loadavg()[0] ?? 0,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
  };
}
