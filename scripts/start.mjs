// `pnpm start`: builds what serving needs (the API and the sites), then runs the commerce API
// (4000) and both sites (snacks 3000, rewards 3001) on the embedded database until interrupted. Storybook is not
// built and nothing is type-checked on the way (`pnpm validate` does both). Each site runs one
// process per core (SITE_WORKERS, see the README's figure); the API on the embedded database
// is one process. The environment passes through: DATABASE_URL, REDIS_URL and API_WORKERS run
// the API on PostgreSQL on every core, SITE_WORKERS sets the sites' processes (see
// docs/several-machines.md). Interrupted, it stops each service gracefully and waits for it.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/**
 * What serving builds: the API and the two sites. Each bundles the workspace packages it uses
 * from their sources, so the packages' own builds (their type declarations the longest part),
 * Storybook and the storefront's type check are left to `pnpm build` and `pnpm validate`.
 */
const SERVED = ['@snackshop/commerce-api', '@snackshop/snacks', '@snackshop/rewards'];
if (!process.argv.includes('--no-build')) {
  const filters = SERVED.map((name) => `--filter=${name}`);
  const build = spawnSync('pnpm', ['-r', ...filters, 'run', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One variable per public origin, the same in every process that needs it: the API's
// (API_URL), the snacks site's (SNACKS_SITE_URL) and the rewards site's (REWARDS_SITE_URL),
// each defaulting to localhost at its port, so other ports need nothing else.
const ports = {
  api: process.env.API_PORT ?? '4000',
  snacks: process.env.SNACKS_PORT ?? '3000',
  rewards: process.env.REWARDS_PORT ?? '3001',
};
const origins = {
  API_URL: process.env.API_URL ?? `http://localhost:${ports.api}`,
  SNACKS_SITE_URL: process.env.SNACKS_SITE_URL ?? `http://localhost:${ports.snacks}`,
  REWARDS_SITE_URL: process.env.REWARDS_SITE_URL ?? `http://localhost:${ports.rewards}`,
};
// A site renders its pages on the CPU: a second process on a second core serves 1.6 times the
// listings (bench/web/README.md), so each site runs one per core unless told otherwise.
const siteWorkers = process.env.SITE_WORKERS ?? String(availableParallelism());
// The API's development stand-ins for the consent manager, tag manager and personalisation
// script, so a shop started here shows them loading under consent (docs/decisions/0034);
// a *_SCRIPT_URL names a real one instead, THIRD_PARTY_STAND_INS=false none.
const standIns = { THIRD_PARTY_STAND_INS: process.env.THIRD_PARTY_STAND_INS ?? 'true' };
const services = [
  { name: 'api', filter: '@snackshop/commerce-api', env: { ...origins, PORT: ports.api } },
  {
    name: 'snacks',
    filter: '@snackshop/snacks',
    env: { ...origins, ...standIns, PORT: ports.snacks, SITE_WORKERS: siteWorkers },
  },
  {
    name: 'rewards',
    filter: '@snackshop/rewards',
    env: { ...origins, ...standIns, PORT: ports.rewards, SITE_WORKERS: siteWorkers },
  },
];

const children = services.map(({ name, filter, env }) => {
  // A process group of its own, so that a signal reaches the server under pnpm and its shell.
  const child = spawn('pnpm', ['--filter', filter, 'start'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`[${name}] exited with code ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

/** Whether any process of the group `pid` leads is still running. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  // Each server finishes its requests in flight (SHUTDOWN_GRACE_SECONDS) before it exits.
  for (const child of children) signalGroup(child.pid, 'SIGTERM');
  const graceMs = (Number(process.env.SHUTDOWN_GRACE_SECONDS) || 10) * 1000;
  const deadline = Date.now() + graceMs + 5000;
  const wait = setInterval(() => {
    const alive = children.filter((child) => groupAlive(child.pid));
    if (alive.length > 0 && Date.now() < deadline) return;
    for (const child of alive) signalGroup(child.pid, 'SIGKILL');
    clearInterval(wait);
    process.exit(code);
  }, 100);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
