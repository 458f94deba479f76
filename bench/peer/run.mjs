// Our storefront side by side with a peer, Vendure's Remix storefront starter (README.md
// here): sets the peer up in a scratch folder (setup.mjs), serves it in production mode
// (Vendure's shop API on sql.js, the starter's build with remix-serve), then runs the snacks
// package's tests/bench/peerLighthouse.ts, which serves our site and measures both.
// Usage: node bench/peer/run.mjs [--runs 5] [--cpu-slowdown 4] [--work-dir DIR]
//          [--peer-source DIR] [--report-dir DIR] [--setup-only]
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultPeerSource, setUpPeer } from './setup.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'cpu-slowdown': { type: 'string', default: '4' },
    // Git-ignored, and ignored by the linters and formatter as every .tmp folder is.
    'work-dir': { type: 'string', default: path.join(import.meta.dirname, '.tmp') },
    'peer-source': { type: 'string' },
    // Each Lighthouse run's JSON and trace (ours-listing-1.json, peer-listing-1.json...).
    'report-dir': { type: 'string' },
    'setup-only': { type: 'boolean', default: false },
  },
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A server process of the peer's; resolves once `readyUrl` answers (at most two minutes). */
async function startServer(name, args, options, readyUrl) {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    ...options,
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ready = await fetch(readyUrl).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return child;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The peer's ${name} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const workDir = path.resolve(values['work-dir']);
const { vendureDir, storefrontDir } = setUpPeer(
  workDir,
  values['peer-source'] ? path.resolve(values['peer-source']) : defaultPeerSource(),
);
if (values['setup-only']) process.exit(0);

const vendurePort = await freePort();
const shopApi = `http://127.0.0.1:${vendurePort}/shop-api`;
const vendure = await startServer(
  'Vendure server',
  [path.join(import.meta.dirname, 'vendureServer.mjs'), vendureDir, String(vendurePort)],
  { cwd: vendureDir, env: { ...process.env, VENDURE_DISABLE_TELEMETRY: 'true' } },
  `${shopApi}?query=${encodeURIComponent('{ activeChannel { id } }')}`,
);
const storefrontPort = await freePort();
const peerUrl = `http://127.0.0.1:${storefrontPort}`;
let storefront;
try {
  // The starter's own `start` script: remix-serve, which compresses and caches /build/ a year.
  storefront = await startServer(
    'storefront',
    [path.join(storefrontDir, 'node_modules/@remix-run/serve/dist/cli.js'), 'build/index.js'],
    {
      cwd: storefrontDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(storefrontPort),
        VENDURE_API_URL: shopApi,
      },
    },
    peerUrl,
  );
  const bench = spawnSync(
    'pnpm',
    [
      'exec',
      'tsx',
      '--conditions=@snackshop/source',
      'tests/bench/peerLighthouse.ts',
      ...['--peer-url', peerUrl, '--peer-client-dir', path.join(storefrontDir, 'public')],
      ...['--runs', values.runs, '--cpu-slowdown', values['cpu-slowdown']],
      ...(values['report-dir'] ? ['--report-dir', path.resolve(values['report-dir'])] : []),
    ],
    {
      cwd: path.join(root, 'sites/snacks'),
      stdio: 'inherit',
      env: { CHROME_PATH: '/usr/bin/chromium', ...process.env, NODE_ENV: 'production' },
    },
  );
  process.exitCode = bench.status ?? 1;
} finally {
  storefront?.kill();
  vendure.kill();
}
