import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from '../../../scripts/build-freshness.mjs';
import { generateSigningKeys } from '../src/identity/oidc/keys';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILT_ENTRY = path.join(PACKAGE_DIR, 'dist/server.js');
/**
 * The API's production entry: its build, as `pnpm start` runs it, when newer than every source
 * it was made from (the one `pnpm validate` just made); otherwise run from source, as the
 * package's `dev` script does.
 */
const NODE_ARGS = isBuildCurrent(BUILT_ENTRY, [
  'services/commerce-api',
  'packages/commerce-core',
  'pnpm-lock.yaml',
])
  ? [BUILT_ENTRY]
  : ['--import', 'tsx', '--conditions=@snackshop/source', path.join(PACKAGE_DIR, 'src/server.ts')];

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * What every API process of one shop shares: the database, Redis, the secrets (given, so
 * nothing is written under .data/) and the issuer, as a deployment's environment would.
 */
export function shopEnvironment(options: {
  databaseUrl: string;
  redisUrl?: string;
  smtpUrl?: string;
  issuerOrigin: string;
  /** NODE_ENV=production (https issuer and site origins, no dev pages); development otherwise. */
  production?: boolean;
}): Record<string, string> {
  const secret = () => randomBytes(32).toString('base64url');
  const deployed: Record<string, string> = options.production
    ? {
        NODE_ENV: 'production',
        SNACKS_SITE_URL: 'https://www.snacks.example',
        REWARDS_SITE_URL: 'https://rewards.snacks.example',
        SEED_ON_START: 'false',
      }
    : { NODE_ENV: 'development' };
  return {
    ...deployed,
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    HANDSHAKE_SECRET: secret(),
    OIDC_ISSUER: `${options.issuerOrigin}/oidc`,
    OIDC_COOKIE_KEYS: secret(),
    OIDC_JWKS: JSON.stringify(generateSigningKeys()),
    OIDC_SNACKS_CLIENT_SECRET: secret(),
    OIDC_REWARDS_CLIENT_SECRET: secret(),
  };
}

/** How a process ended. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** `src/server.ts` in a process of its own, as production runs it. */
export class ApiProcess {
  readonly exited: Promise<ProcessExit>;
  private log = '';
  private readonly watchers = new Set<() => void>();

  private constructor(
    readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {
    const collect = (chunk: Buffer) => {
      // The last 200 kB are plenty to explain a failure.
      this.log = (this.log + chunk.toString()).slice(-200_000);
      for (const watcher of this.watchers) watcher();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        resolve({ code, signal });
        for (const watcher of this.watchers) watcher();
      }),
    );
  }

  /** Starts the server with `env` (and PATH, HOME) only; `port` 0 is for processes that never listen. */
  static start(env: Record<string, string>, port: number): ApiProcess {
    const child = spawn(process.execPath, NODE_ARGS, {
      cwd: PACKAGE_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new ApiProcess(child, `http://127.0.0.1:${port}`);
  }

  /** Everything the process printed so far. */
  output(): string {
    return this.log;
  }

  /** Waits until the output matches `pattern` (returns the match) or fails naming what it saw. */
  waitForOutput(pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        this.watchers.delete(check);
      };
      const check = () => {
        const match = this.log.match(pattern);
        if (match) {
          finish();
          resolve(match);
        } else if (this.child.exitCode !== null || this.child.signalCode !== null) {
          finish();
          reject(new Error(`The API process ended before printing ${pattern}:\n${this.log}`));
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`No ${pattern} within ${timeoutMs} ms:\n${this.log}`));
      }, timeoutMs);
      this.watchers.add(check);
      check();
    });
  }

  /** Waits until `count` processes have printed that they listen (API_WORKERS=count). */
  async listening(count: number, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((this.log.match(/: listening on /g) ?? []).length < count) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`The API process ended while starting:\n${this.log}`);
      }
      if (Date.now() > deadline) throw new Error(`Not listening in ${timeoutMs} ms:\n${this.log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits until /readyz answers 200. */
  async ready(timeoutMs = 90_000): Promise<this> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`The API process ended while starting:\n${this.log}`);
      }
      try {
        const response = await fetch(`${this.baseUrl}/readyz`);
        if (response.status === 200) return this;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`Not ready in ${timeoutMs} ms:\n${this.log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Sends `signal` and waits for the process to end. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<ProcessExit> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}
