// Sets the peer up in a scratch folder outside the workspace's packages (README.md here):
// Vendure from the npm registry with its sample shop, and the Vendure Remix storefront
// starter from a snapshot of its repository, installed with npm and built for production.
// Each step leaves something behind that says it is done, so a second run reuses it.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Vendure's packages, pinned: 3.7.3 runs on Node 20 (a few of its dependencies ask for 22 and
 * only warn). sql.js is TypeORM's pure-JS SQLite, the one driver that needs no binary download.
 */
const VENDURE_PACKAGES = {
  '@vendure/core': '3.7.3',
  '@vendure/create': '3.7.3',
  '@vendure/asset-server-plugin': '3.7.3',
  'sql.js': '1.17.0',
};

/**
 * The starter's development tools the benchmark does not use: Cloudflare's wrangler (it
 * downloads the workerd runtime), the git hooks. Its Cloudflare and Netlify adapters stay:
 * the app imports nothing from them in the Node build, and they change none of its bytes.
 */
const STARTER_DEV_TOOLS = ['wrangler', '@cloudflare/workers-types', 'husky', 'lint-staged'];

const MIRRORS = '/work/.mirror';
const STARTER_MIRROR = 'vendure-ecommerce+storefront-remix-starter';

function run(command, args, options) {
  console.info(
    `peer setup: ${command} ${args.join(' ')}${options?.cwd ? ` (in ${options.cwd})` : ''}`,
  );
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/**
 * The starter's source given on the command line, else a git mirror of it under /work/.mirror
 * (a snapshot of github:vendure-ecommerce/storefront-remix-starter), else undefined.
 */
export function defaultPeerSource() {
  if (!existsSync(MIRRORS)) return undefined;
  const mirror = readdirSync(MIRRORS).find((name) => name.startsWith(STARTER_MIRROR));
  if (!mirror) return undefined;
  const dir = path.join(MIRRORS, mirror);
  return existsSync(path.join(dir, 'repo')) ? path.join(dir, 'repo') : dir;
}

const isGitDir = (dir) =>
  existsSync(path.join(dir, 'HEAD')) && existsSync(path.join(dir, 'objects'));

/** Copies the starter's files (a bare git dir's HEAD, a work tree's files) to `target`. */
function extractStarter(source, target) {
  mkdirSync(target, { recursive: true });
  if (isGitDir(source)) {
    const commit = spawnSync('git', ['--git-dir', source, 'rev-parse', 'HEAD'], {
      encoding: 'utf8',
    });
    run('sh', ['-c', 'git --git-dir "$0" archive HEAD | tar -x -C "$1"', source, target]);
    writeFileSync(path.join(target, 'SOURCE_COMMIT'), commit.stdout);
  } else {
    cpSync(source, target, {
      recursive: true,
      filter: (file) => !/[/\\](node_modules|\.git|build)$/.test(file),
    });
  }
  // The lockfile is yarn's (yarn 1, registry.yarnpkg.com): npm reading it stops at a peer
  // conflict yarn ignores (@remix-validated-form/with-zod asks for remix-validated-form 4).
  // Without it npm resolves the ranges afresh, to versions that agree.
  rmSync(path.join(target, 'yarn.lock'), { force: true });
  const manifestPath = path.join(target, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const name of STARTER_DEV_TOOLS) delete manifest.devDependencies?.[name];
  delete manifest.scripts?.prepare;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Installs Vendure and creates its database with the sample shop, unless already there. */
function setUpVendure(vendureDir) {
  mkdirSync(vendureDir, { recursive: true });
  if (!existsSync(path.join(vendureDir, 'node_modules/@vendure/core/package.json'))) {
    writeFileSync(
      path.join(vendureDir, 'package.json'),
      `${JSON.stringify({ name: 'peer-vendure', private: true, dependencies: VENDURE_PACKAGES }, null, 2)}\n`,
    );
    // No install scripts: bcrypt and sharp load the prebuilt binaries their packages carry.
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: vendureDir });
  }
  const database = path.join(vendureDir, 'vendure.sqlite');
  if (!existsSync(database)) {
    const partial = path.join(vendureDir, 'vendure.populating.sqlite');
    rmSync(partial, { force: true });
    const server = path.join(import.meta.dirname, 'vendureServer.mjs');
    // In the scratch folder: Vendure writes its .vendure/ there, not in the workspace.
    run(process.execPath, [server, vendureDir, '0', '--populate'], {
      cwd: vendureDir,
      env: { ...process.env, VENDURE_DISABLE_TELEMETRY: 'true' },
    });
    renameSync(partial, database);
  }
}

/** Extracts, installs and builds the Remix starter, unless already done. */
function setUpStorefront(storefrontDir, source) {
  if (!existsSync(storefrontDir)) {
    if (!source) {
      throw new Error(
        'No source for the Remix starter: pass --peer-source <git dir or folder> (README.md here)',
      );
    }
    // Extracted beside it and renamed when complete: a folder there is a whole copy.
    const partial = `${storefrontDir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    extractStarter(source, partial);
    renameSync(partial, storefrontDir);
  }
  if (!existsSync(path.join(storefrontDir, 'node_modules/@remix-run/dev'))) {
    run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: storefrontDir });
  }
  if (!existsSync(path.join(storefrontDir, 'build/index.js'))) {
    run('npx', ['remix', 'build'], {
      cwd: storefrontDir,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}

/** The peer's folders in `workDir`, every step done. */
export function setUpPeer(workDir, peerSource) {
  const vendureDir = path.join(workDir, 'vendure');
  const storefrontDir = path.join(workDir, 'storefront');
  setUpVendure(vendureDir);
  setUpStorefront(storefrontDir, peerSource);
  return { vendureDir, storefrontDir };
}
