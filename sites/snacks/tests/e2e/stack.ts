import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import compression from 'compression';
import { sendPrecompressedAsset } from '../../../../scripts/precompressed-assets.mjs';
import { isBuildCurrent, siteSources } from '../../../../scripts/build-freshness.mjs';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';
import {
  createApp,
  createDatabase,
  seedDatabase,
  type CreateAppOptions,
} from '@snackshop/commerce-api';

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

/**
 * The connection's peer address where the site reads it (the storefront's
 * clientAddress.server), replacing any value the client sent, as scripts/serve-site.mjs does.
 */
function stampPeerAddress(request: IncomingMessage): void {
  const name = 'x-site-peer-address';
  const raw = request.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i]!.toLowerCase() === name) raw.splice(i, 2);
  }
  const peer = request.socket.remoteAddress ?? '';
  raw.push(name, peer);
  request.headers[name] = peer;
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
 * Builds a site unless its build is newer than every source it is made from: the tests use
 * the build `pnpm validate` has just made, and a developer's edit is built before they run.
 */
export function ensureSiteBuilt(site: 'snacks' | 'rewards'): void {
  const serverEntry = path.join(siteBuildDir(site), 'server/index.js');
  if (!isBuildCurrent(serverEntry, siteSources(site))) buildSite(site);
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
 * The built site served on 127.0.0.1, port 0, the way `scripts/serve-site.mjs` serves it in
 * production (the assets' precompressed forms, gzip on every other compressible response,
 * long-lived immutable assets): static client files, then React Router. Tests and the web budgets then see production bytes.
 */
export async function startSite(site: 'snacks' | 'rewards') {
  const reserved = await reserveSite(site);
  await reserved.start();
  return { url: reserved.url, close: reserved.close };
}

/**
 * A site's address first (its server listens and answers 503), its build loaded by
 * `start()`: the API's sign-in needs the sites' origins, and a site reads its configuration
 * (the API's address among it) when its build loads.
 */
export async function reserveSite(site: 'snacks' | 'rewards') {
  const root = siteBuildDir(site);
  let listener: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  // compression's types name Express, but it only uses Node's request and response.
  const compress = compression() as unknown as (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void;
  const server = createServer((request, response) => {
    if (sendPrecompressedAsset(path.join(root, 'client'), request, response)) return;
    compress(request, response, () => serveRequest(request, response));
  });
  function serveRequest(request: IncomingMessage, response: ServerResponse) {
    if (!listener) {
      response.writeHead(503).end('starting');
      return;
    }
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
    stampPeerAddress(request);
    listener(request, response);
  }
  const url = await listen(server);
  return {
    url,
    async start() {
      const build = (await import(
        /* @vite-ignore */ pathToFileURL(path.join(root, 'server/index.js')).href
      )) as ServerBuild;
      const handle = createRequestListener({ build, mode: 'production' });
      listener = (request, response) => void handle(request, response);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port free on 127.0.0.1 now, for a process that takes its port from the environment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A site's build served by a process of its own, as production runs it
 * (scripts/serve-site.mjs, NODE_ENV=production, one process), listening on every interface
 * at `port`; `env(url)` gives the site's settings once its URL is known. Answers when
 * /healthz does.
 */
export async function startSiteProcess(
  site: 'snacks' | 'rewards',
  env: (url: string) => Record<string, string>,
  port?: number,
) {
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const child = spawn(
    process.execPath,
    [
      path.resolve(sitesDir, '../scripts/serve-site.mjs'),
      path.join(siteBuildDir(site), 'server/index.js'),
    ],
    {
      cwd: path.join(sitesDir, site),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(listenOn),
        HOST: '0.0.0.0',
        SITE_WORKERS: '1',
        ...env(url),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${url}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the ${site} site process did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        else {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }
      }),
  };
}

/** What the API needs to sign shoppers in to the test sites. */
export interface SignInSites {
  snacks: string;
  rewards: string;
}

/**
 * The commerce API on a seeded in-memory database, listening on a port of its own at once
 * but answering 503 until `start` gives it the app's settings: a test often learns the
 * origins the API must trust (a site's) only after the site was told the API's URL.
 * `observe` is shown a copy of every request the API answers, before it answers it.
 */
export async function serveSeededApi(observe?: (request: Request) => void) {
  const database = await createDatabase(undefined, { pgliteDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  let app: ReturnType<typeof createApp> | undefined;
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve(
      {
        // The Node bindings go along, so the API sees each request's peer address.
        fetch: (request, env) => {
          if (!app) return new Response('starting', { status: 503 });
          observe?.(request.clone());
          return app.fetch(request, env);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(started),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The seeded database, for options built on it (the rate limits' counters). */
    db: database.db,
    start: (options: Omit<CreateAppOptions, 'db'>) => {
      app = createApp({ db: database.db, ...options });
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/**
 * The commerce API over a seeded in-memory PGlite on 127.0.0.1, port 0. Given the sites'
 * origins it signs shoppers in: its OpenID Provider at `<api>/oidc` (fresh keys), both sites
 * as clients with `clientSecret`, Google through the stand-in issuer at /dev/google.
 */
export async function startApi(
  sites?: SignInSites,
  options: {
    /** API sessions' lifetimes (the API's SESSION_IDLE_SECONDS and SESSION_ABSOLUTE_SECONDS). */
    sessionLifetimes?: { idleSeconds: number; absoluteSeconds: number };
  } = {},
) {
  const api = await serveSeededApi();
  const { url } = api;
  const clientSecret = randomBytes(32).toString('base64url');
  const lifetimes = options.sessionLifetimes ? { sessionLifetimes: options.sessionLifetimes } : {};
  api.start({
    handshakeSecret: 'end-to-end-secret-of-the-storefront-0123456789',
    ...(sites ? { identity: { ...signInIdentity(url, sites, clientSecret), ...lifetimes } } : {}),
    // The sites may frame the hosted card fields, so a signed-in shopper can check out.
    ...(sites ? { checkout: { storefrontOrigins: [sites.snacks, sites.rewards] } } : {}),
  });
  return { url, issuer: `${url}/oidc`, clientSecret, close: api.close };
}

/** The API's sign-in settings for the test sites, as its env would give them. */
function signInIdentity(apiUrl: string, sites: SignInSites, clientSecret: string) {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(12).toString('base64url'),
    alg: 'ES256',
    use: 'sig',
  };
  return {
    sites: {
      snacks: { id: 'snacks' as const, origin: sites.snacks, clientSecret },
      rewards: { id: 'rewards' as const, origin: sites.rewards, clientSecret },
    },
    oidc: {
      issuer: `${apiUrl}/oidc`,
      cookieKeys: [randomBytes(32).toString('base64url')],
      jwks: { keys: [signingKey] },
    },
    google: 'stand-in' as const,
  };
}
