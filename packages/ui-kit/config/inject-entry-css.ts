import { posix } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Vite's library mode writes each entry's CSS to its own file, but names it after the
 * entry's base name (so three themes' `index.css` become `index2.css`...) and leaves the
 * JavaScript without an import of it. This plugin moves each entry's CSS next to the
 * entry (`themes/hot/index.css`) and prepends an import of it to the entry chunk, so
 * importing `@snackshop/ui-kit` or a theme brings its styles along. The package's
 * `sideEffects: ["*.css"]` keeps bundlers from dropping those imports.
 */
export function injectEntryCss(): Plugin {
  return {
    name: 'snackshop:inject-entry-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const importedCss = chunk.viteMetadata?.importedCss;
        if (!importedCss || importedCss.size === 0) continue;
        const base = chunk.fileName.replace(/\.js$/, '');
        const moved = [...importedCss].map((oldName, index) => {
          const newName = `${base}${index === 0 ? '' : `-${index}`}.css`;
          const asset = bundle[oldName];
          if (asset && oldName !== newName) {
            asset.fileName = newName;
            bundle[newName] = asset;
            delete bundle[oldName];
          }
          return newName;
        });
        importedCss.clear();
        moved.forEach((name) => importedCss.add(name));
        const from = posix.dirname(chunk.fileName);
        const imports = moved
          .map((file) => {
            const relative = posix.relative(from, file);
            return `import '${relative.startsWith('.') ? relative : `./${relative}`}';`;
          })
          .join(' ');
        // One line, no newline: the source map's line numbers stay right.
        chunk.code = `${imports} ${chunk.code}`;
      }
    },
  };
}
