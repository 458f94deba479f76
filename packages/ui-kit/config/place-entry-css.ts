import type { Plugin } from 'vite';

/**
 * Vite's library mode writes each entry's CSS to its own file, but names it after the
 * entry's base name (so three themes' `index.css` become `index2.css`...). This plugin moves
 * each entry's CSS next to the entry (`themes/hot/index.css`), where the exports map finds
 * it (`@snackshop/ui-kit/styles.css`, `@snackshop/ui-kit/themes/hot/styles.css`).
 *
 * The JavaScript does not import its CSS: plain Node (server rendering, test runners)
 * cannot load a `.css` import, so the app imports the stylesheets once itself (README).
 */
export function placeEntryCss(): Plugin {
  return {
    name: 'snackshop:place-entry-css',
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
      }
    },
  };
}
