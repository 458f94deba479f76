import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import compression from 'compression';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';
import { createApp, createDatabase, seedDatabase } from '@snackshop/commerce-api';

const sitesDir = path.resolve(import.meta.dirname, '../../..');

/** A site's build folder: `build/`, or SITE_BUILD_DIR (relative to the site) as in react-router.config.ts. */
export function siteBuildDir(site: 'snacks' | 'rewards'): string {
  return path.resolve(sitesDir, site, process.env.SITE_BUILD_DIR ?? 'build');
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** Builds a site (react-router build) so the tests always run the current code. */
export function buildSite(site: 'snacks' | 'rewards'): void {
  // The test runner sets NODE_ENV=test, which would build React's development bundles: the
  // tests see the production build the shop serves.
  const run = spawnSync('pnpm', ['exec', 'react-router', 'build'], {
    cwd: path.join(sitesDir, site),
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`Building ${site} failed:\n${run.stdout}\n${run.stderr}`);
}

/**
 * Cache policy of the production server (`react-router-serve`): fingerprinted `/assets/`
 * never change, so browsers keep them a year; other client files (favicon) for an hour.
 */
function cacheControl(pathname: string): string {
  return pathname.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=3600';
}

/**
 * The built site served on 127.0.0.1, port 0, the way `react-router-serve` serves it in
 * production (gzip on every compressible response, long-lived immutable assets): static
 * client files, then React Router. Tests and the web budgets then see production bytes.
 */
export async function startSite(site: 'snacks' | 'rewards') {
  const root = siteBuildDir(site);
  const build = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(root, 'server/index.js')).href
  )) as ServerBuild;
  const listener = createRequestListener({ build, mode: 'production' });
  // compression's types name Express, but it only uses Node's request and response.
  const compress = compression() as unknown as (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void;
  const server = createServer((request, response) =>
    compress(request, response, () => serveRequest(request, response)),
  );
  function serveRequest(request: IncomingMessage, response: ServerResponse) {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, 'client', pathname);
    if (
      pathname !== '/' &&
      file.startsWith(path.join(root, 'client')) &&
      existsSync(file) &&
      statSync(file).isFile()
    ) {
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(pathname),
      });
      createReadStream(file).pipe(response);
      return;
    }
    void listener(request, response);
  }
  const url = await listen(server);
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The commerce API over a seeded in-memory PGlite on 127.0.0.1, port 0. */
export async function startApi() {
  const database = await createDatabase(undefined, { pgliteDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  const app = createApp({
    db: database.db,
    handshakeSecret: 'end-to-end-secret-of-the-storefront-0123456789',
  });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
