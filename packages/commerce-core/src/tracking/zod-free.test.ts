import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/**
 * Every module a module reaches through its static value imports, bare specifiers included
 * (`import type` is erased from the bundle, so it does not count).
 */
function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    const imports = /^(?:import|export)(?!\s+type\b)[^'"]*?from\s+'([^']+)'/gm;
    for (const [, specifier] of code.matchAll(imports)) {
      if (!specifier!.startsWith('.')) {
        packages.add(specifier!);
        continue;
      }
      const target = path.resolve(path.dirname(file), specifier!);
      visit(target.endsWith('.ts') ? target : `${target}.ts`);
    }
  };
  visit(entry);
  return { files, packages };
}

/** The one module under validation/ that zod-free entries may reach: it holds no schema. */
const PASSWORD_CHECKLIST = path.join(src, 'validation', 'password-checklist.ts');

describe('zod stays behind /validation and /contract', () => {
  it.each([
    'tracking/index.ts',
    'constants/index.ts',
    'messages/index.ts',
    'language/index.ts',
    'cart/index.ts',
    'api-client/index.ts',
    'network/index.ts',
    'validation/password-checklist.ts',
  ])('%s reaches no zod', (entry) => {
    const { files, packages } = reachable(path.join(src, entry));
    expect([...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
    expect(
      [...files].filter(
        (file) => file.includes(`${path.sep}validation${path.sep}`) && file !== PASSWORD_CHECKLIST,
      ),
    ).toEqual([]);
    // The walk followed imports: every entry reaches at least one more module.
    expect(files.size).toBeGreaterThan(1);
  });
});
