import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakingFirst } from './changelog-breaking-first.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The pending changesets: the packages each bumps and its summary's first line. */
function pendingChangesets() {
  const folder = path.join(root, '.changeset');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      const packages = [...front.matchAll(/^['"]?(@snackshop\/[\w-]+)['"]?:/gm)].map((m) => m[1]!);
      return { file, packages, firstLine: body.trim().split('\n')[0]! };
    });
}

describe('pnpm release:dry-run', () => {
  // --changelog-only runs `changeset version` in a copy, as the full dry run does, but needs no
  // build and packs nothing.
  const output = execFileSync(
    process.execPath,
    [path.join(root, 'scripts/release-dry-run.mjs'), '--changelog-only'],
    { cwd: root, encoding: 'utf8' },
  );
  /** The changelog entry the dry run printed for a package. */
  const entryOf = (name: string) =>
    output.split(/^--- /m).find((part) => part.startsWith(`${name} CHANGELOG.md ---`)) ?? '';

  it('prints the changelog entry each bumped package would get', () => {
    for (const { packages, firstLine } of pendingChangesets())
      for (const name of packages) expect(entryOf(name), name).toContain(`- ${firstLine}`);
  });

  it('marks every breaking change as such, with a link to the migration note', () => {
    const breaking = pendingChangesets().filter((c) => c.firstLine.startsWith('**Breaking**'));
    for (const { file, packages, firstLine } of breaking) {
      expect(firstLine, file).toMatch(/\]\(\.\/MIGRATION\.md#from-[\d-]+\)/);
      for (const name of packages) expect(entryOf(name), file).toContain(`- ${firstLine}`);
    }
  });

  it("lists each package's breaking changes first, in a section of their own", () => {
    const breaking = pendingChangesets().filter((c) => c.firstLine.startsWith('**Breaking**'));
    for (const name of new Set(breaking.flatMap((c) => c.packages))) {
      const sections = entryOf(name).split(/^### /m).slice(1);
      expect(sections[0], name).toMatch(/^Breaking Changes\n/);
      for (const { firstLine } of breaking.filter((c) => c.packages.includes(name)))
        expect(sections[0], name).toContain(`- ${firstLine}`);
      for (const later of sections.slice(1))
        expect(later, name).not.toMatch(/^- \*\*Breaking\*\*/m);
    }
  });
});

describe('breakingFirst', () => {
  const written = [
    '# @snackshop/ui-kit',
    '',
    '## 0.2.0',
    '',
    '### Minor Changes',
    '',
    '- Button: a new size.',
    '- **Breaking** — stylesheets: import them ([MIGRATION.md](./MIGRATION.md#from-01)).',
    '',
    '  A second paragraph of the same change.',
    '',
    '- Link: a new tone.',
    '',
    '### Patch Changes',
    '',
    '- **Breaking** — Price: no `currency`.',
    '',
    '## 0.1.0',
    '',
    '- **Breaking** — an older break stays where it was.',
    '',
  ].join('\n');

  it("moves the newest version's breaking changes, paragraphs and all, to the top", () => {
    expect(breakingFirst(written)).toBe(
      [
        '# @snackshop/ui-kit',
        '',
        '## 0.2.0',
        '',
        '### Breaking Changes',
        '',
        '- **Breaking** — stylesheets: import them ([MIGRATION.md](./MIGRATION.md#from-01)).',
        '',
        '  A second paragraph of the same change.',
        '- **Breaking** — Price: no `currency`.',
        '',
        '### Minor Changes',
        '',
        '- Button: a new size.',
        '- Link: a new tone.',
        '',
        '## 0.1.0',
        '',
        '- **Breaking** — an older break stays where it was.',
        '',
      ].join('\n'),
    );
  });

  it('changes nothing the second time, nor a version with no break', () => {
    expect(breakingFirst(breakingFirst(written))).toBe(breakingFirst(written));
    const plain = '## 0.2.0\n\n### Minor Changes\n\n- Button: a new size.\n';
    expect(breakingFirst(plain)).toBe(plain);
  });
});
