// `pnpm start`: builds the workspace, then runs the commerce API (4000) and both sites
// (snacks 3000, rewards 3001) on the embedded database until interrupted.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (!process.argv.includes('--no-build')) {
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const apiUrl = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;
const services = [
  { name: 'api', filter: '@snackshop/commerce-api', env: { PORT: process.env.API_PORT ?? '4000' } },
  {
    name: 'snacks',
    filter: '@snackshop/snacks',
    env: { PORT: process.env.SNACKS_PORT ?? '3000', API_URL: apiUrl },
  },
  {
    name: 'rewards',
    filter: '@snackshop/rewards',
    env: { PORT: process.env.REWARDS_PORT ?? '3001', API_URL: apiUrl },
  },
];

const children = services.map(({ name, filter, env }) => {
  const child = spawn('pnpm', ['--filter', filter, 'start'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.error(`[${name}] exited with code ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
