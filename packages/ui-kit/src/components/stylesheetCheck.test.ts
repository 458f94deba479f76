import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every public component with a stylesheet of its own calls `useStylesheetCheck` (see
 * `./private/useStylesheetCheck.ts`) with the name of its entry,
 * `@snackshop/ui-kit/components/<Name>`, and one class of that stylesheet, so a page that
 * renders it without its CSS warns in development. The components left out, and why; each
 * says so in a `// No useStylesheetCheck: ...` comment in its body.
 */
const skipped: Record<string, string> = {
  Dialog: 'renders nothing of its own until open: its content is in a portal',
  Drawer: 'renders nothing of its own until open: its content is in a portal',
  Popover: 'renders nothing of its own until open: its content is in a portal',
  LoginPopup: "its own classes are in the Dialog's content, rendered only while open",
  ZipCodePopup: "its own classes are in the Dialog's content, rendered only while open",
};

const folder = import.meta.dirname;

/** The public components: the folders `index.ts` exports from, as the build's entries are. */
const components = [
  ...new Set(
    [...readFileSync(path.join(folder, 'index.ts'), 'utf8').matchAll(/from '\.\/(\w+)\/\w+'/g)].map(
      ([, name]) => name!,
    ),
  ),
];

/**
 * A component's own stylesheets, as `config/component-css.ts` cuts them: the `.css.ts` files
 * of its folder (`<Name>.css`); `src/css/` for Box (`Box.css`, the reset and the atoms).
 */
function stylesheetsOf(name: string): string[] {
  const dir = name === 'Box' ? path.join(folder, '..', 'css') : path.join(folder, name);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.css.ts'))
    .map((file) => path.join(dir, file));
}

const sourceOf = (name: string) => readFileSync(path.join(folder, name, `${name}.tsx`), 'utf8');

const calls = (source: string) => [
  ...source.matchAll(/\buseStylesheetCheck\('(\w+)', (\w+)\.(\w+)(\.classNames\.base)?\);/g),
];

const styled = components.filter((name) => stylesheetsOf(name).length > 0);
const checked = styled.filter((name) => !(name in skipped));
const unstyled = components.filter((name) => stylesheetsOf(name).length === 0);

describe('the development check that a component’s stylesheet is in the page', () => {
  it('finds the public components', () => {
    expect(components).toContain('Snackbar');
    expect(checked.length).toBeGreaterThan(30);
    for (const name of Object.keys(skipped)) expect(styled, name).toContain(name);
  });

  it.each(checked)(
    '%s calls it with its entry’s name and one class of its own stylesheet',
    (name) => {
      const source = sourceOf(name);
      const found = calls(source);
      expect(found, `${name}.tsx: no useStylesheetCheck('${name}', styles.<class>)`).toHaveLength(
        1,
      );
      const [, component, namespace, className, recipeBase] = found[0]!;
      expect(component).toBe(name);

      // The class comes from one of the component's own stylesheets...
      const from = new RegExp(`^import \\* as ${namespace} from '([^']+)';$`, 'm').exec(source);
      expect(from, `${name}.tsx does not import ${namespace} from a stylesheet`).not.toBeNull();
      const file = `${path.join(folder, name, from![1]!)}.ts`;
      expect(stylesheetsOf(name)).toContain(file);
      expect(existsSync(file)).toBe(true);

      // ...and is a single class: a plain `style(...)`, or a recipe's base.
      // A composition (`style([a, {...}])`) is two classes, which no rule names as one.
      const definition = new RegExp(`^export const ${className} = (style|recipe)\\((.)`, 'm').exec(
        readFileSync(file, 'utf8'),
      );
      expect(definition, `${path.basename(file)} defines no ${className}`).not.toBeNull();
      const [, kind, opening] = definition!;
      expect(opening, `${className} must be one class, not a composition`).not.toBe('[');
      expect(recipeBase !== undefined, `a recipe's class is its .classNames.base`).toBe(
        kind === 'recipe',
      );
    },
  );

  it.each(Object.entries(skipped))('%s is left out: %s', (name) => {
    const source = sourceOf(name);
    expect(calls(source)).toHaveLength(0);
    expect(source).toMatch(/^ {2}\/\/ No useStylesheetCheck: \S/m);
  });

  it.each(unstyled)('%s, with no stylesheet of its own, does not call it', (name) => {
    expect(sourceOf(name)).not.toMatch(/useStylesheetCheck/);
  });
});
