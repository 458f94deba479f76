import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithEsbuild, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { kitEntries } from './component-entries';

/** What `dist/styles/manifest.json` holds (`@snackshop/ui-kit/styles/manifest.json`). */
export interface ComponentCssManifest {
  /**
   * Every stylesheet in `dist/styles/`, in the kit's order: the order of their rules in
   * `styles.css`. Any selection of them, imported in this order, cascades as `styles.css` does.
   */
  order: string[];
  /** Each component (and `sprinkles`) with the stylesheets it needs, in the kit's order. */
  components: Record<string, string[]>;
}

const vanillaCss = '.vanilla.css';

/** The stylesheet a `.css.ts` module's rules go to, from the folder it lives in. */
function stylesheetFor(srcDir: string, id: string): string {
  const file = path.relative(srcDir, id.split('?')[0]!.slice(0, -vanillaCss.length));
  const [top, folder, name] = file.split(path.sep);
  if (top === 'css') return 'Box.css';
  if (top === 'components' && folder === 'private' && name)
    return `${name.replace(/\.css\.ts$/, '')}.css`;
  if (top === 'components' && folder && name) return `${folder}.css`;
  throw new Error(`component-css: ${file} is neither a component's nor src/css/ styles`);
}

/**
 * The stylesheets in the kit's order, each with the CSS of its modules in that order; fails
 * when a stylesheet's rules are not contiguous in `index.css`.
 */
function stylesheetsInOrder(
  kitCss: readonly string[],
  cssOf: ReadonlyMap<string, string>,
  stylesheetOf: (id: string) => string,
  srcDir: string,
): { order: string[]; parts: Map<string, string[]> } {
  const order: string[] = [];
  const parts = new Map<string, string[]>();
  for (const id of kitCss) {
    const css = cssOf.get(id) ?? '';
    if (css.trim() === '') continue;
    const sheet = stylesheetOf(id);
    if (order.includes(sheet) && order.at(-1) !== sheet)
      throw new Error(
        `component-css: ${sheet}'s rules are not contiguous in index.css (${path.relative(srcDir, id)} ` +
          `comes after ${order.at(-1)}), so a selection of stylesheets would not cascade as ` +
          "styles.css does: keep one folder's styles together (import its .css.ts files " +
          'from one module).',
      );
    if (!order.includes(sheet)) order.push(sheet);
    parts.set(sheet, [...(parts.get(sheet) ?? []), css]);
  }
  return { order, parts };
}

/**
 * Splits the kit's stylesheet per component. Vite writes one `index.css` for everything the
 * root entry imports (`@snackshop/ui-kit/styles.css`, kept as it is); this plugin also writes
 * that CSS cut along component folders into `dist/styles/`:
 *
 * - `Button.css`, `ProductTile.css`... : the rules of one component folder's `.css.ts` files;
 *   `Box.css` holds `src/css/` (the element reset and the sprinkles atoms `Box` applies);
 *   `field.css` and `cta.css` the internals in `src/components/private/` several components
 *   share. No rule is in two files, so importing several never repeats (and so reorders) a
 *   rule: a repeated rule that came after a component's override would undo it.
 * - `manifest.json`: their order (the order of their rules in `index.css`) and, for each
 *   component, the files it needs: the ones of every module it imports, statically or
 *   lazily (FilterPanel's drawer), so nothing it can show is left unstyled.
 *
 * The build fails when a stylesheet's rules are not contiguous in `index.css` (a selection
 * of the files, in the manifest's order, would not cascade as `index.css` does) or when a
 * component's own rules come before those of a component it renders (its overrides of them,
 * such as a class passed to a Button, would lose). The root entry imports none of it; each
 * component's entry (`components/<Name>.js`, see `./component-entries`) imports its files
 * for bundlers, and `components/<Name>.node.js` none, for plain Node.
 */
export function componentCss(options: {
  srcDir: string;
  outDir?: string;
  /** The themes whose entries get a bundler variant importing their stylesheet. */
  themes: readonly string[];
}): Plugin {
  const srcDir = path.resolve(options.srcDir);
  const outDir = options.outDir ?? 'styles';
  const componentsDir = path.join(srcDir, 'components');
  /** The CSS each `.css.ts` module produced, by its virtual module id, before Vite's bundling. */
  const cssOf = new Map<string, string>();
  let config: ResolvedConfig;

  const stylesheetOf = (id: string) => stylesheetFor(srcDir, id);

  return {
    name: 'snackshop:component-css',
    apply: 'build',
    // Before vite:css turns the CSS into a JavaScript module.
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    transform(code, id) {
      if (id.split('?')[0]!.endsWith(vanillaCss)) cssOf.set(id, code);
      return null;
    },
    async generateBundle(_output, bundle) {
      const root = Object.values(bundle).find(
        (file): file is Rollup.OutputChunk =>
          file.type === 'chunk' && file.isEntry && file.name === 'index',
      );
      if (!root) throw new Error('component-css: no `index` entry chunk');
      // The order vite:css concatenates a chunk's CSS in: its modules' order.
      const kitCss = Object.keys(root.modules).filter(
        (id) => cssOf.has(id) && !id.startsWith(path.join(srcDir, 'themes') + path.sep),
      );
      const elsewhere = [...cssOf.keys()].filter(
        (id) =>
          !kitCss.includes(id) &&
          !id.startsWith(path.join(srcDir, 'themes') + path.sep) &&
          (cssOf.get(id) ?? '').trim() !== '',
      );
      if (elsewhere.length > 0)
        throw new Error(`component-css: styles outside the root entry's chunk: ${elsewhere}`);

      const { order, parts } = stylesheetsInOrder(kitCss, cssOf, stylesheetOf, srcDir);

      // Each component's stylesheets: those of every module it reaches, in the kit's order.
      const reached = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id) || !id.startsWith(srcDir)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
        }
        const sheets = new Set(
          [...seen]
            .filter((id) => kitCss.includes(id) && parts.has(stylesheetOf(id)))
            .map(stylesheetOf),
        );
        return order.filter((sheet) => sheets.has(sheet));
      };
      const components: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) {
        const match = /^(\w+)[\\/]\1\.tsx$/.exec(path.relative(componentsDir, id));
        if (!match || !root.modules[id]) continue;
        const name = match[1]!;
        const sheets = reached(id);
        // A component overrides the parts it renders (a class passed to a Button, Box's
        // reset under its own class), so its rules must cascade after theirs.
        if (sheets.includes(`${name}.css`) && sheets.at(-1) !== `${name}.css`)
          throw new Error(
            `component-css: ${name}'s rules come before those of ${sheets.at(-1)}, which it ` +
              `renders, in index.css: import ./${name}.css after the components in ${name}.tsx`,
          );
        components[name] = sheets;
      }
      // `sprinkles()` is public too: its classes need Box.css.
      const sprinkles = path.join(srcDir, 'css', 'sprinkles.css.ts');
      if (this.getModuleInfo(sprinkles)) components.sprinkles = reached(sprinkles);
      const sorted = Object.fromEntries(
        Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
      );

      for (const sheet of order) {
        const { code } = await transformWithEsbuild(parts.get(sheet)!.join('\n'), sheet, {
          loader: 'css',
          minify: true,
          charset: 'utf8',
          target: config.build.cssTarget || undefined,
        });
        this.emitFile({ type: 'asset', fileName: `${outDir}/${sheet}`, source: code });
      }
      const manifest: ComponentCssManifest = { order, components: sorted };
      this.emitFile({
        type: 'asset',
        fileName: `${outDir}/manifest.json`,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
      const entries = kitEntries({
        components: sorted,
        indexSource: readFileSync(path.join(componentsDir, 'index.ts'), 'utf8'),
        rootExports: root.exports,
        themes: options.themes,
      });
      for (const { fileName, source } of entries)
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
