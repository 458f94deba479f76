import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

/**
 * The fonts the share image's texts are drawn with, shipped with the API (dejavu-fonts-ttf),
 * so it looks the same on a machine without system fonts.
 */
const FONT_FILES = [
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf'),
];

/** How many rasterised images a process keeps (each about 40 KB). */
const KEPT = 64;
const kept = new Map<string, Buffer>();

/**
 * A PNG of an SVG, rasterised by resvg with the shipped fonts. `key` names the image
 * (kind, key and version): the last {@link KEPT} are kept, since rasterising takes tens of
 * milliseconds of CPU and crawlers ask for the same few pages.
 */
export function rasterise(key: string, svg: () => string): Buffer {
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const png = new Resvg(svg(), {
    font: {
      loadSystemFonts: false,
      fontFiles: FONT_FILES,
      defaultFontFamily: 'DejaVu Sans',
    },
  })
    .render()
    .asPng();
  kept.set(key, png);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return png;
}
