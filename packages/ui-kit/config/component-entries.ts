/** One file of an entry the build writes into `dist/`. */
interface EntryFile {
  fileName: string;
  source: string;
}

/** The names `src/components/index.ts` exports, by the component folder they come from. */
function exportsByComponent(indexSource: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [, list, folder] of indexSource.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/(\w+)\/\w+'/g,
  )) {
    const exported = list!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    names.set(folder!, [...(names.get(folder!) ?? []), ...exported]);
  }
  return names;
}

/**
 * `@snackshop/ui-kit/components/<Name>`: three files re-exporting the component's names from
 * the root entry (one copy of the code, however many entries an app imports).
 *
 * - `components/<Name>.js`, for bundlers: first imports the component's stylesheets in the
 *   manifest's order (the parts it renders before its own), so its CSS arrives with it.
 * - `components/<Name>.node.js`, for Node (server rendering, test runners): no CSS import,
 *   which plain Node cannot load.
 * - `components/<Name>.d.ts`: the same names, types included.
 */
function componentEntry(name: string, sheets: string[], names: string[]): EntryFile[] {
  const values = names.filter((exported) => !exported.startsWith('type '));
  const reexport = (list: string[]) => `export { ${list.join(', ')} } from '../index.js';\n`;
  const imports = sheets.map((sheet) => `import '../styles/${sheet}';\n`).join('');
  return [
    { fileName: `components/${name}.js`, source: imports + reexport(values) },
    { fileName: `components/${name}.node.js`, source: reexport(values) },
    { fileName: `components/${name}.d.ts`, source: reexport(names) },
  ];
}

/**
 * `@snackshop/ui-kit/themes/<name>` for bundlers: the theme's stylesheet, then the theme's
 * JavaScript. Node keeps `index.js`, which imports no CSS.
 */
function themeEntry(theme: string): EntryFile {
  return {
    fileName: `themes/${theme}/styled.js`,
    source: `import './index.css';\nexport * from './index.js';\n`,
  };
}

/**
 * Every component's entry and every theme's bundler entry; fails when a component in the
 * manifest exports nothing from `src/components/index.ts`, or a name it exports is not the
 * root entry's.
 */
export function kitEntries(options: {
  components: Record<string, string[]>;
  indexSource: string;
  rootExports: readonly string[];
  themes: readonly string[];
}): EntryFile[] {
  const exported = exportsByComponent(options.indexSource);
  const files = Object.entries(options.components)
    .filter(([name]) => name !== 'sprinkles')
    .flatMap(([name, sheets]) => {
      const names = exported.get(name);
      if (!names) throw new Error(`component-entries: src/components/index.ts exports no ${name}`);
      const missing = names.filter(
        (n) => !n.startsWith('type ') && !options.rootExports.includes(n),
      );
      if (missing.length > 0)
        throw new Error(`component-entries: the root entry does not export ${missing.join(', ')}`);
      return componentEntry(name, sheets, names);
    });
  return [...files, ...options.themes.map(themeEntry)];
}
