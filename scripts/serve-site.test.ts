import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const siteDir = path.join(root, 'sites/snacks');
const build = path.join(siteDir, 'build/server/index.js');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * GET (through `agent`, else the default one); the status, Connection header and body. An
 * answer that takes longer than `timeoutMs` fails the request.
 */
function get(url: string, options: { agent?: Agent; timeoutMs?: number } = {}) {
  return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    const sent = request(url, { agent: options.agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body,
        }),
      );
    });
    sent.on('error', reject);
    if (options.timeoutMs) {
      sent.setTimeout(options.timeoutMs, () => sent.destroy(new Error('no answer in time')));
    }
    sent.end();
  });
}

describe('serve-site: the sites on several processes', () => {
  // An API that holds every call until released: a page rendering meanwhile is in flight.
  const held: ServerResponse[] = [];
  let releaseAll = true;
  const api = createServer((_request: IncomingMessage, response: ServerResponse) => {
    if (releaseAll) response.writeHead(503).end('{}');
    else held.push(response);
  });
  let site: ChildProcess;
  let output = '';
  let baseUrl = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    if (!existsSync(build)) {
      throw new Error('Build the snacks site first: pnpm --filter @snackshop/snacks build');
    }
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    site = spawn(process.execPath, [path.join(root, 'scripts/serve-site.mjs'), build], {
      cwd: siteDir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        // Its public origin is the address the test calls (another loopback name would be
        // sent there first: decision 0048).
        SITE_URL: baseUrl,
        SITE_WORKERS: '2',
        API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        SITE_SESSION_SECRET: 'a-site-session-secret-of-32-characters',
        OIDC_CLIENT_SECRET: 'a-site-client-secret-of-32-characters!',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => site.once('exit', (code) => resolve(code)));
    const deadline = Date.now() + 30_000;
    while ((output.match(/\[react-router-serve\]/g) ?? []).length < 2) {
      if (Date.now() > deadline) throw new Error(`The site did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);

  afterAll(async () => {
    site?.kill('SIGKILL');
    releaseAll = true;
    for (const response of held.splice(0)) response.destroy();
    await new Promise((resolve) => api.close(resolve));
  });

  it('answers health and readiness on its port, and pages on each process', async () => {
    expect(await get(`${baseUrl}/healthz`)).toMatchObject({ status: 200 });
    expect(await get(`${baseUrl}/readyz`)).toMatchObject({ status: 200 });
    // The API answers 503: each process renders its error page (and has loaded the build, so
    // a page in flight below is not a cold start on a busy machine).
    // Their connections are closed after, so none is left open when the processes stop.
    const warmUp = new Agent({ keepAlive: true });
    for (let i = 0; i < 2; i += 1) {
      expect(await get(`${baseUrl}/`, { agent: warmUp })).toMatchObject({ status: 502 });
    }
    warmUp.destroy();
  });

  it('on SIGTERM stops accepting, finishes the page in flight and exits', async () => {
    releaseAll = false;
    const page = get(`${baseUrl}/`);
    await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
    site.kill('SIGTERM');
    // A connection the primary took just as its processes closed their servers is not
    // served: refused, reset, or left unanswered until the grace ends.
    await expect
      .poll(() =>
        get(`${baseUrl}/healthz`, { timeoutMs: 1000 }).then(
          () => 'served',
          () => 'not served',
        ),
      )
      .toBe('not served');
    releaseAll = true;
    for (const response of held.splice(0)) response.writeHead(503).end('{}');
    const answer = await page;
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.connection).toBe('close');
    expect(await exited).toBe(0);
  });
});
