// Serves a site's server build as `react-router-serve` does (its own CLI runs it), with what
// production needs on top: SITE_WORKERS processes sharing one port (Node's cluster; default
// one per core for a deployment, NODE_ENV=production at a public SITE_URL, one otherwise),
// GET /healthz and /readyz, and a graceful stop on SIGTERM or SIGINT: readiness 503, no new
// connections, the requests in flight finish (each answer closing its connection), then the
// process exits; SHUTDOWN_GRACE_SECONDS (default 10) bounds the wait. Request bodies are capped
// at 64 KiB (413), the connection's peer address is handed to the site (its client-address rule),
// and the client assets go out in the brotli or gzip form the build wrote beside each.
// Usage, in a site's folder: node ../../scripts/serve-site.mjs ./build/server/index.js
import cluster from 'node:cluster';
import http from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { sendPrecompressedAsset } from './precompressed-assets.mjs';

const buildPath = process.argv[2];
if (!buildPath) {
  console.error('Usage: node serve-site.mjs <server-build-path>');
  process.exit(1);
}

const graceMs = positiveInteger('SHUTDOWN_GRACE_SECONDS', 10) * 1000;
const deployed =
  (process.env.NODE_ENV ?? 'production') === 'production' &&
  Boolean(process.env.SITE_URL) &&
  !/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/.test(process.env.SITE_URL);
const workers = positiveInteger('SITE_WORKERS', deployed ? availableParallelism() : 1);

/**
 * The connection's peer address, written where the site reads it (the storefront's
 * clientAddress.server, PEER_ADDRESS_HEADER), replacing any value the client sent under that
 * name: the site's one rule for the shopper's address starts from it.
 */
const PEER_ADDRESS_HEADER = 'x-site-peer-address';
function stampPeerAddress(request) {
  const raw = request.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i].toLowerCase() === PEER_ADDRESS_HEADER) raw.splice(i, 2);
  }
  const peer = request.socket.remoteAddress ?? '';
  raw.push(PEER_ADDRESS_HEADER, peer);
  request.headers[PEER_ADDRESS_HEADER] = peer;
}

/**
 * Request bodies the site reads (its forms, the `/api/*` calls it passes on) are at most
 * 64 KiB, the API's own limit: a larger declared body is answered 413 before anything reads
 * it, a body of undeclared length (chunked) 411. The rest of what the client sends is read
 * and discarded, then the connection is closed: closing it with the body still arriving would
 * reset it, and a client that had not yet read the answer would lose it. A client still
 * sending after 5 s is cut off.
 */
const BODY_LIMIT_BYTES = 64 * 1024;
function refuseBody(request, response) {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const declared = request.headers['content-length'];
  const chunked = /chunked/i.test(request.headers['transfer-encoding'] ?? '');
  if (declared === undefined && !chunked) return false;
  if (declared !== undefined && Number(declared) <= BODY_LIMIT_BYTES) return false;
  const tooLarge = declared !== undefined;
  response.writeHead(tooLarge ? 413 : 411, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  // The API's own answer to a body over its limit (same code, message and field).
  const message = tooLarge
    ? `The body must be at most ${BODY_LIMIT_BYTES} bytes.`
    : 'The body must declare its length (Content-Length).';
  response.end(
    JSON.stringify({
      success: false,
      responseCode: tooLarge ? 413 : 411,
      code: tooLarge ? 'BODY_TOO_LARGE' : 'LENGTH_REQUIRED',
      message,
      errors: [{ field: tooLarge ? 'body' : 'Content-Length', message }],
    }),
  );
  const { socket } = request;
  const cutOff = setTimeout(() => socket.destroy(), 5000).unref();
  request.once('end', () => {
    clearTimeout(cutOff);
    socket.end();
  });
  request.resume();
  return true;
}

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name}: must be a whole number of at least 1 (got ${raw})`);
    process.exit(1);
  }
  return value;
}

if (cluster.isPrimary && workers > 1) superviseWorkers();
else serve();

/** The primary: keeps `workers` processes running and stops them together. */
function superviseWorkers() {
  const name = `site:${process.env.PORT ?? ''}`;
  let stopping = false;
  let anyListened = false;
  const startedAt = new Map();
  const start = () => {
    if (stopping) return;
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => (anyListened = true));
  };
  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!anyListened) {
      console.error(`[${name}] a process failed to start (code ${code}); stopping`);
      process.exitCode = code || 1;
      stop();
      return;
    }
    console.warn(
      `[${name}] process ${worker.process.pid} exited (${signal ?? code}); starting another`,
    );
    // One that dies soon after starting is not restarted in a tight loop.
    setTimeout(start, uptime < 10_000 ? 1000 : 0);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (startedAt.size === 0) process.exit(process.exitCode ?? 0);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, graceMs + 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let i = 0; i < workers; i += 1) start();
}

/**
 * One server process: react-router-serve's own CLI, its HTTP server wrapped on creation. The
 * client assets' precompressed forms (written by the build) are sent as they are; the rest,
 * those assets for a client that takes neither brotli nor gzip among them, is the CLI's.
 */
function serve() {
  const clientDir = path.resolve(path.dirname(path.resolve(buildPath)), '../client');
  let stopping = false;
  const inFlight = new Set();
  let server;
  const createServer = http.createServer;
  http.createServer = (...args) => {
    const app = args.pop();
    server = createServer(...args, (request, response) => {
      inFlight.add(response);
      response.once('close', () => {
        inFlight.delete(response);
        if (stopping) setImmediate(() => server.closeIdleConnections());
      });
      if (stopping) response.setHeader('Connection', 'close');
      const probe = request.url?.split('?')[0];
      if (probe === '/healthz' || probe === '/readyz') {
        const ready = probe === '/healthz' || !stopping;
        response.writeHead(ready ? 200 : 503, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
        });
        response.end(JSON.stringify({ status: ready ? 'ok' : 'stopping' }));
        return;
      }
      if (refuseBody(request, response)) return;
      if (sendPrecompressedAsset(clientDir, request, response)) return;
      stampPeerAddress(request);
      app(request, response);
    });
    // react-router-serve closes the server on a signal; this stop takes over once it listens.
    server.once('listening', () => {
      for (const signal of ['SIGTERM', 'SIGINT']) {
        process.removeAllListeners(signal);
        process.once(signal, stop);
      }
    });
    return server;
  };

  function stop() {
    if (stopping) return;
    stopping = true;
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, graceMs).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  }

  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const cli = path.join(
    path.dirname(require.resolve('@react-router/serve/package.json')),
    'bin.js',
  );
  process.argv = [process.argv[0], cli, buildPath];
  require(cli);
}
