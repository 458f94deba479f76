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

/** A PNG of an SVG, rasterised by resvg with the shipped fonts (tens of milliseconds of CPU). */
export function rasterise(svg: string): Buffer {
  return new Resvg(svg, {
    font: {
      loadSystemFonts: false,
      fontFiles: FONT_FILES,
      defaultFontFamily: 'DejaVu Sans',
    },
  })
    .render()
    .asPng();
}
