import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';
import { createApp, createDatabase, seedDatabase } from '@snackshop/commerce-api';

const sitesDir = path.resolve(import.meta.dirname, '../../..');

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
  const run = spawnSync('pnpm', ['exec', 'react-router', 'build'], {
    cwd: path.join(sitesDir, site),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`Building ${site} failed:\n${run.stdout}\n${run.stderr}`);
}

/** The built site served on 127.0.0.1, port 0: static client files, then React Router. */
export async function startSite(site: 'snacks' | 'rewards') {
  const root = path.join(sitesDir, site, 'build');
  const build = (await import(
    /* @vite-ignore */ pathToFileURL(path.join(root, 'server/index.js')).href
  )) as ServerBuild;
  const listener = createRequestListener({ build, mode: 'production' });
  const server = createServer((request, response) => {
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
      });
      createReadStream(file).pipe(response);
      return;
    }
    void listener(request, response);
  });
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
