import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One type scale and one spacing scale (issue 20): the storefront's stylesheets take every
 * font size, weight, family, line height and letter spacing, every margin, padding and gap
 * from the theme contract (`vars.fontSize.*`, `vars.space.*`, …), so a page can neither
 * invent a size nor drift from the others. Zero, `auto` and `inherit` are not sizes. This
 * reads the source of every `*.css.ts` under `src/`, as a lint rule would.
 */

const SCALED = [
  'fontSize',
  'fontWeight',
  'fontFamily',
  'lineHeight',
  'letterSpacing',
  'margin',
  'marginBlock',
  'marginBlockStart',
  'marginBlockEnd',
  'marginInline',
  'marginInlineStart',
  'marginInlineEnd',
  'padding',
  'paddingBlock',
  'paddingBlockStart',
  'paddingBlockEnd',
  'paddingInline',
  'paddingInlineStart',
  'paddingInlineEnd',
  'gap',
  'rowGap',
  'columnGap',
] as const;

/** Values that are not a size of their own. */
const NOT_A_SIZE = /^(0|'0'|'auto'|'inherit'|'normal'|'none')$/;

/** A value taken from the scale: a contract variable, several of them, or a calc() of them. */
const FROM_SCALE = /^(vars\.[\w.]+|`(\$\{vars\.[\w.]+\}\s*)+`|`calc\(.*\)`)$/;

/**
 * The one place the storefront may draw outside the scale, and why: the visually hidden
 * pattern (a 1 px box pulled out of the flow), identical to the ui-kit's VisuallyHidden.
 */
const ALLOWED = new Set(['catalogue/catalogue.css.ts margin: -1px']);

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css.ts') ? [full] : [];
  });
}

const SRC = path.resolve(import.meta.dirname);
const PROPERTY = new RegExp(`\\b(${SCALED.join('|')}):\\s*([^,\\n}]+)`, 'g');

/** Every scaled property whose value is not from the scale, as "file property: value". */
function offScale(): string[] {
  return stylesheets(SRC).flatMap((file) => {
    const relative = path.relative(SRC, file);
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(PROPERTY)].flatMap(([, property, raw]) => {
      const value = raw!.trim();
      if (NOT_A_SIZE.test(value) || FROM_SCALE.test(value)) return [];
      const entry = `${relative} ${property}: ${value.replace(/^'|'$/g, '')}`;
      return ALLOWED.has(entry) ? [] : [entry];
    });
  });
}

describe('the storefront’s type and spacing', () => {
  it('come from the theme contract’s scales, with no size of their own', () => {
    expect(stylesheets(SRC).length).toBeGreaterThan(10);
    expect(offScale()).toEqual([]);
  });

  it('would catch a size written by hand', () => {
    const sample = "export const x = style({ fontSize: '15px', gap: vars.space.small });";
    const found = [...sample.matchAll(PROPERTY)]
      .map(([, property, raw]) => [property, raw!.trim()])
      .filter(([, value]) => !NOT_A_SIZE.test(value!) && !FROM_SCALE.test(value!));
    expect(found).toEqual([['fontSize', "'15px'"]]);
  });
});
