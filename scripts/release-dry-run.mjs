// Release dry run: what `pnpm version-packages` and `pnpm publish` would do, without doing it.
// In a temporary copy of the workspace's manifests, changesets and published packages (their
// built dist/, so run `pnpm build` first), it runs `changeset version`, then `pnpm pack` for
// every published package, and checks each tarball: every target of its exports map (and
// `types`) is a file in it, nothing under src/, no test or story, no `workspace:` range left
// (each names the version released with it), and a CHANGELOG.md with the version it is packed
// at. First it prints the changelog entry `pnpm version-packages` would write for each package,
// as it would write it (`changeset version`, then the breaking changes moved to a Breaking
// Changes section at the top: each starts with **Breaking** and links the package's
// MIGRATION.md, which the tarball must then hold). The working tree is never written to (the
// script checks that too). Offline, seconds.
// Usage: pnpm release:dry-run [--changelog-only]
//   --changelog-only: print the changelog entries and stop (no build needed, nothing packed).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { breakingFirstInWorkspace } from './changelog-breaking-first.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({ options: { 'changelog-only': { type: 'boolean' } } });
const changelogOnly = options['changelog-only'] ?? false;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace's packages (pnpm-workspace.yaml's `packages:` list), by name. */
function workspacePackages() {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:\s+-.*\n?)+)/m.exec(yaml)?.[1] ?? '';
  const globs = [...list.matchAll(/-\s*['"]?([^'"\n]+)['"]?/g)].map((m) => m[1].trim());
  const dirs = globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = glob.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  return new Map(
    dirs
      .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
      .map((dir) => [readJson(path.join(root, dir, 'package.json')).name, dir]),
  );
}

/** What `changeset version` may touch in the real tree: compared before and after. */
function fingerprint(packages) {
  const hash = createHash('sha256');
  const files = [
    'package.json',
    ...readdirSync(path.join(root, '.changeset')).map((f) => `.changeset/${f}`),
    ...[...packages.values()].flatMap((dir) => [`${dir}/package.json`, `${dir}/CHANGELOG.md`]),
  ];
  for (const file of files.sort()) {
    const full = path.join(root, file);
    hash.update(`${file}\0${existsSync(full) ? readFileSync(full) : '-'}\0`);
  }
  return hash.digest('hex');
}

/** The `## <version>` entry of a CHANGELOG.md, up to the next version's heading. */
function changelogEntry(changelog, version) {
  const heading = new RegExp(`^## ${version.replaceAll('.', '\\.')}$`, 'm').exec(changelog);
  if (!heading) return undefined;
  const rest = changelog.slice(heading.index + heading[0].length);
  const next = /^## /m.exec(rest);
  return (heading[0] + (next ? rest.slice(0, next.index) : rest)).trim();
}

/** Files of the tarball an exports target names (a `*` pattern: every match). */
function matching(files, target) {
  const [before, after] = target.replace(/^\.\//, '').split('*');
  if (after === undefined) return files.includes(before) ? [before] : [];
  return files.filter(
    (f) => f.startsWith(before) && f.endsWith(after) && f.length > before.length + after.length,
  );
}

/** Every file path an exports map (or a condition object inside it) points at. */
const targetsOf = (value) =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(targetsOf)
      : [];

/** The problems of one packed tarball, as sentences (none: it is fit to publish). */
function checkTarball(tarball, version, released) {
  const run = (args) => execFileSync('tar', args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  const files = run(['-tzf', tarball])
    .split('\n')
    .filter((f) => f.startsWith('package/') && !f.endsWith('/'))
    .map((f) => f.slice('package/'.length));
  const manifest = JSON.parse(run(['-xOzf', tarball, 'package/package.json']));
  const problems = [];
  const targets = [...targetsOf(manifest.exports ?? {}), manifest.types, manifest.main]
    .filter(Boolean)
    .map(String);
  if (!manifest.exports) problems.push('has no exports map');
  for (const target of new Set(targets)) {
    if (target.startsWith('./src/') || target.startsWith('src/'))
      problems.push(`points at source the tarball must not need: ${target}`);
    else if (matching(files, target.replace(/^(?!\.\/)/, './')).length === 0)
      problems.push(`points at ${target}, which is not in the tarball`);
  }
  for (const file of files.filter((f) => f.startsWith('src/')).slice(0, 5))
    problems.push(`holds source: ${file}`);
  for (const file of files.filter((f) => /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(f)))
    problems.push(`holds a test or story: ${file}`);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies'])
    for (const [name, range] of Object.entries(manifest[field] ?? {}))
      if (String(range).startsWith('workspace:'))
        problems.push(`${field} keeps a workspace range: ${name}@${range}`);
      else if (released.has(name) && !String(range).includes(released.get(name)))
        problems.push(
          `${field}: ${name}@${range} is not the ${released.get(name)} released with it`,
        );
  if (!files.includes('CHANGELOG.md')) problems.push('has no CHANGELOG.md');
  else {
    const entry = changelogEntry(run(['-xOzf', tarball, 'package/CHANGELOG.md']), version);
    if (!entry) problems.push(`CHANGELOG.md has no "## ${version}" entry`);
    else if (entry.includes('MIGRATION.md') && !files.includes('MIGRATION.md'))
      problems.push('CHANGELOG.md links MIGRATION.md, which is not in the tarball');
  }
  return { problems, files: files.length };
}

const packages = workspacePackages();
const config = readJson(path.join(root, '.changeset', 'config.json'));
const published = [...packages]
  .filter(([name, dir]) => {
    const manifest = readJson(path.join(root, dir, 'package.json'));
    return !manifest.private && !(config.ignore ?? []).includes(name);
  })
  .map(([name]) => name);
for (const name of changelogOnly ? [] : published) {
  const dist = path.join(root, packages.get(name), 'dist');
  if (!existsSync(dist)) {
    console.error(`release dry run: ${name} has no dist/; run \`pnpm build\` first.`);
    process.exit(1);
  }
}

const before = fingerprint(packages);
const started = Date.now();
const work = mkdtempSync(path.join(tmpdir(), 'snackshop-release-'));
const copy = path.join(work, 'workspace');
const packs = path.join(work, 'tarballs');
mkdirSync(packs, { recursive: true });
let failed = false;
try {
  // The workspace as changesets and pnpm read it: root manifests, the changesets, every
  // package's manifest and CHANGELOG, and the published packages whole (no node_modules).
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.npmrc'])
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(copy, file));
  cpSync(path.join(root, '.changeset'), path.join(copy, '.changeset'), { recursive: true });
  for (const [name, dir] of packages) {
    const from = path.join(root, dir);
    const to = path.join(copy, dir);
    if (published.includes(name)) {
      cpSync(from, to, {
        recursive: true,
        filter: (source) => !source.split(path.sep).includes('node_modules'),
      });
    } else {
      mkdirSync(to, { recursive: true });
      for (const file of ['package.json', 'CHANGELOG.md'])
        if (existsSync(path.join(from, file))) cpSync(path.join(from, file), path.join(to, file));
    }
  }
  // The config names its changelog generator as a module: resolved from the real install.
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

  const versionsBefore = new Map(
    published.map((name) => [
      name,
      readJson(path.join(copy, packages.get(name), 'package.json')).version,
    ]),
  );
  const require = createRequire(path.join(root, 'package.json'));
  const changesetBin = path.join(
    path.dirname(require.resolve('@changesets/cli/package.json')),
    'bin.js',
  );
  execFileSync(process.execPath, [changesetBin, 'version'], { cwd: copy, stdio: 'pipe' });
  // As `pnpm version-packages` does after it: each version's breaking changes first.
  breakingFirstInWorkspace(copy);

  const released = new Map(
    published.map((name) => [
      name,
      readJson(path.join(copy, packages.get(name), 'package.json')).version,
    ]),
  );
  // The changelog text each release would carry, as `changeset version` wrote it.
  for (const name of published) {
    if (released.get(name) === versionsBefore.get(name)) continue;
    const changelog = path.join(copy, packages.get(name), 'CHANGELOG.md');
    const entry = existsSync(changelog)
      ? changelogEntry(readFileSync(changelog, 'utf8'), released.get(name))
      : undefined;
    console.log(`--- ${name} CHANGELOG.md ---\n${entry ?? '(no entry written)'}\n`);
    failed ||= !entry;
  }
  for (const name of changelogOnly ? [] : published) {
    const dir = path.join(copy, packages.get(name));
    const manifest = readJson(path.join(dir, 'package.json'));
    // pnpm pack turns `workspace:` ranges into the versions of the packages they name,
    // which it reads through node_modules: link each to its (versioned) copy.
    const local = Object.entries({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    }).filter(([, range]) => String(range).startsWith('workspace:'));
    for (const [dependency] of local) {
      const link = path.join(dir, 'node_modules', dependency);
      mkdirSync(path.dirname(link), { recursive: true });
      symlinkSync(path.join(copy, packages.get(dependency)), link, 'dir');
    }
    const listing = new Set(readdirSync(packs));
    execFileSync('pnpm', ['pack', '--pack-destination', packs], { cwd: dir, stdio: 'pipe' });
    const tarball = readdirSync(packs).find((f) => !listing.has(f));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    const { problems, files } = checkTarball(path.join(packs, tarball), manifest.version, released);
    const size = readFileSync(path.join(packs, tarball)).length;
    console.log(
      `${problems.length ? 'FAIL' : 'ok  '} ${name} ${versionsBefore.get(name)} -> ${manifest.version}: ` +
        `${tarball}, ${files} files, ${(size / 1024).toFixed(1)} KB`,
    );
    for (const problem of problems) console.log(`       ${problem}`);
    failed ||= problems.length > 0;
  }
  const left = readdirSync(path.join(copy, '.changeset')).filter(
    (f) => f.endsWith('.md') && f !== 'README.md',
  );
  if (left.length > 0) {
    console.log(`FAIL changeset version left ${left.length} changesets: ${left.join(', ')}`);
    failed = true;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (fingerprint(packages) !== before) {
  console.error('release dry run: the working tree changed; it must only ever change a copy.');
  failed = true;
}
console.log(
  `release dry run: ${published.length} packages, ${failed ? 'FAILED' : 'ok'} in ` +
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed ? 1 : 0);
