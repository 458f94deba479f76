import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every component's docs page carries guidance (`parameters.usage` in its stories file, shown
 * above the props table by Storybook's DocsPage) in three sections: Usage (when to use it and
 * when not), Do and don't, and Accessibility.
 */
const sections = ['## Usage', "## Do and don't", '## Accessibility'] as const;

const folder = import.meta.dirname;
const components = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'private')
  .map((entry) => entry.name);

/** The `usage` Markdown of a component's stories file, as written (escapes left in). */
function usageOf(name: string): string | undefined {
  const file = path.join(folder, name, `${name}.stories.tsx`);
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  if (!/parameters: \{\s*usage\b/.test(source)) return undefined;
  return /^const usage = `([\s\S]*?)`;$/m.exec(source)?.[1];
}

/** The text of each `## ` section of some Markdown, by heading. */
function sectionsOf(markdown: string): Map<string, string> {
  const parts = markdown.split(/^(?=## )/m).filter((part) => part.startsWith('## '));
  return new Map(
    parts.map((part) => {
      const [heading = '', ...body] = part.split('\n');
      return [heading.trim(), body.join('\n').trim()];
    }),
  );
}

describe('component guidance on the docs pages', () => {
  it.each(components)(
    "%s: Usage, Do and don't, and Accessibility, in that order, none empty",
    (name) => {
      const usage = usageOf(name);
      expect(usage, `${name}.stories.tsx has no usage in its meta's parameters`).toBeDefined();
      const found = sectionsOf(usage!);
      expect([...found.keys()]).toEqual([...sections]);
      for (const heading of sections) expect(found.get(heading), heading).not.toBe('');
      expect(found.get(sections[0])).toMatch(/\*\*When to use\*\*/);
      expect(found.get(sections[1])).toMatch(/\*\*Do\*\*\n- [\s\S]*\*\*Don't\*\*\n- /);
    },
  );
});
