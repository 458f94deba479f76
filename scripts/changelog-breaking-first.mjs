// Breaking changes first: `changeset version` files each entry under its bump (Major, Minor,
// Patch), and below 1.0 a break is a minor bump, so it lands among the features. After it runs,
// this moves every entry starting with **Breaking** of each package's newest CHANGELOG.md
// version into a "Breaking Changes" section at the top of that version, where an upgrading app
// reads it first. `pnpm version-packages` runs it after `changeset version`, and the release dry
// run on its copy, so the dry run prints what the release writes. Running it twice changes
// nothing.
// Usage: node scripts/changelog-breaking-first.mjs [workspace folder, default: this one]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const breakingHeading = '### Breaking Changes';

/**
 * A version's entry: the lines before its first section, and its sections, each a heading and
 * its list items (an item keeps its lines, indented paragraphs included).
 */
function sectionsOf(lines) {
  const preamble = [];
  const sections = [];
  for (const line of lines) {
    if (line.startsWith('### ')) sections.push({ heading: line, items: [] });
    else if (sections.length === 0) preamble.push(line);
    else if (line.startsWith('- ')) sections.at(-1).items.push([line]);
    else sections.at(-1).items.at(-1)?.push(line);
  }
  for (const section of sections)
    for (const item of section.items) while (item.at(-1)?.trim() === '') item.pop();
  while (preamble.at(-1)?.trim() === '') preamble.pop();
  return { preamble, sections };
}

/**
 * The changelog with its first version entry (`## x.y.z`) rewritten: the items starting with
 * `- **Breaking**` moved, in their order, into a Breaking Changes section right under the
 * version's heading; a section left with no item is dropped. The rest is kept as it is.
 */
export function breakingFirst(changelog) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => /^## \S/.test(line));
  if (start === -1) return changelog;
  const length = lines.slice(start + 1).findIndex((line) => /^## \S/.test(line));
  const end = length === -1 ? lines.length : start + 1 + length;
  const { preamble, sections } = sectionsOf(lines.slice(start + 1, end));
  const isBreaking = (item) => item[0].startsWith('- **Breaking**');
  const breaking = sections.flatMap((section) => section.items.filter(isBreaking));
  if (breaking.length === 0) return changelog;
  const rest = sections
    .filter((section) => section.heading !== breakingHeading)
    .map((section) => ({ ...section, items: section.items.filter((item) => !isBreaking(item)) }))
    .filter((section) => section.items.length > 0);
  const written = [{ heading: breakingHeading, items: breaking }, ...rest].flatMap((section) => [
    '',
    section.heading,
    '',
    ...section.items.flat(),
  ]);
  const after = lines.slice(end);
  return [
    ...lines.slice(0, start + 1),
    ...preamble,
    ...written,
    ...(after.length ? ['', ...after] : ['']),
  ].join('\n');
}

/** Applies `breakingFirst` to the CHANGELOG.md of every package folder under `workspace`. */
export function breakingFirstInWorkspace(workspace) {
  for (const group of ['packages', 'services', 'sites']) {
    const folder = path.join(workspace, group);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name, 'CHANGELOG.md');
      if (!existsSync(file)) continue;
      const before = readFileSync(file, 'utf8');
      const after = breakingFirst(before);
      if (after !== before) writeFileSync(file, after);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  breakingFirstInWorkspace(path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..')));
