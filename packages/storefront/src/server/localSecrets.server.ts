import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The workspace root (the folder holding pnpm-workspace.yaml), or the working directory. */
function repoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

/** `<repo>/.data`: where the embedded default keeps the secrets it generated. */
function localDataDir(): string {
  return path.join(repoRoot(), '.data');
}

/**
 * A secret kept in `<repo>/.data/<name>`, made on first use. The file appears whole or not
 * at all (written aside, then hard-linked into place, which fails if another process got
 * there first), so both sites starting together agree on one value.
 */
export function localSecret(name: string): string {
  const file = path.join(localDataDir(), name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, secret, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(aside, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return readFileSync(file, 'utf8').trim();
    }
    throw error;
  } finally {
    unlinkSync(aside);
  }
}

/** The file in which the commerce API keeps the sites' client secrets it generated. */
const IDENTITY_CLIENTS_FILE = 'identity-clients.json';

/**
 * A site's OpenID client secret as the commerce API generated it on the embedded default
 * (`.data/identity-clients.json`), or undefined when the API has not written it yet.
 */
export function localClientSecret(siteId: string): string | undefined {
  const file = path.join(localDataDir(), IDENTITY_CLIENTS_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const secret = secrets[siteId];
    return typeof secret === 'string' && secret ? secret : undefined;
  } catch {
    return undefined;
  }
}
