import { hashString } from '../seed/random';

/** Image sizes the storefront asks for: tiles on listings, detail on the product page. */
const imageSizes = { tile: 400, detail: 1200 } as const;
export type ImageSize = keyof typeof imageSizes;

/** The artwork's background, around the pack and around the share image's pack. */
const BACKGROUND = '#f7f3ea';

/** The font families of the artwork's texts: a browser's own, or the fonts shipped for rasterising. */
interface ArtworkFonts {
  serif: string;
  sans: string;
}
const BROWSER_FONTS: ArtworkFonts = {
  serif: 'Georgia, serif',
  sans: 'Helvetica, Arial, sans-serif',
};
/** resvg takes the first family it is given, so the share image names the shipped fonts. */
const SHIPPED_FONTS: ArtworkFonts = { serif: 'DejaVu Serif', sans: 'DejaVu Sans' };

/** The link-preview image (og:image): the pack on a 1200 × 630 canvas, the size previews use. */
const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Splits text into lines of at most `width` characters for the SVG. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

export interface PackArtwork {
  /** Seeds the pattern: the same key always draws the same pack. */
  key: string;
  brand: string;
  title: string;
  subtitle: string;
  color: string;
  /** Draw a box (variety packs, bundles, cards) instead of a bag. */
  shape: 'bag' | 'box' | 'card' | 'banner';
  heatLevel?: number;
}

/**
 * Deterministic SVG pack artwork: a bag, box or card in the brand colour with a pattern
 * chosen from the key, the brand name and the flavor. Square, drawn at the requested size.
 */
export function renderArtwork(art: PackArtwork, size: ImageSize): string {
  const px = imageSizes[size];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(`${art.brand} ${art.title}`)}">
${artworkMarkup(art, BROWSER_FONTS)}</svg>`;
}

/**
 * The same pack centred on a 1200 × 630 canvas of its background, for link previews (an
 * SVG the share image is rasterised from: previews do not show SVG).
 */
export function renderShareArtwork(art: PackArtwork): string {
  const { width, height } = SHARE_IMAGE;
  const side = height - 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>
<svg x="${(width - side) / 2}" y="15" width="${side}" height="${side}" viewBox="0 0 400 400">${artworkMarkup(art, SHIPPED_FONTS)}</svg></svg>`;
}

/** The artwork's shapes and texts in a 400 × 400 view box. */
function artworkMarkup(art: PackArtwork, fonts: ArtworkFonts): string {
  const hash = hashString(art.key);
  const hue = hash % 360;
  const accent = `hsl(${hue} 70% 60%)`;
  const pattern = hash % 3;
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = ((hash >>> (i % 16)) + i * 53) % 360;
    const y = ((hash >>> ((i + 5) % 16)) + i * 97) % 360;
    if (pattern === 0) return `<circle cx="${x + 20}" cy="${y + 20}" r="${6 + (i % 4) * 3}" />`;
    if (pattern === 1) return `<rect x="${x + 20}" y="${y + 20}" width="14" height="14" rx="3" />`;
    return `<path d="M${x + 20} ${y + 30} l10 -18 l10 18z" />`;
  }).join('');
  const body =
    art.shape === 'bag'
      ? '<path d="M70 30 h260 l-10 24 l20 300 l-10 16 h-280 l-10 -16 l20 -300z" fill="url(#g)"/>'
      : art.shape === 'box'
        ? '<rect x="40" y="60" width="320" height="290" rx="18" fill="url(#g)"/>'
        : art.shape === 'card'
          ? '<rect x="30" y="100" width="340" height="210" rx="22" fill="url(#g)"/>'
          : '<rect x="0" y="0" width="400" height="400" fill="url(#g)"/>';
  const titleLines = wrap(art.title, 20, 3)
    .map((line, i) => `<tspan x="200" dy="${i === 0 ? 0 : 26}">${escapeXml(line)}</tspan>`)
    .join('');
  // One drawn chili per heat level, centred under the subtitle (drawn, not an emoji: an
  // image renderer without an emoji font would show empty boxes).
  const heat = Math.max(0, Math.min(5, art.heatLevel ?? 0));
  const flames = Array.from({ length: heat }, (_, i) => {
    const x = 200 - heat * 14 + i * 28;
    return `<g transform="translate(${x} 306)" fill="#fff"><path d="M4 8 q6 -4 12 -2 q8 4 8 14 q-10 -2 -16 -6 q-5 -3 -4 -6z"/><path d="M4 8 q-3 -4 0 -8" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/></g>`;
  }).join('');
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${escapeXml(art.color)}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="400" height="400" fill="${BACKGROUND}"/>${body}
<g fill="#ffffff" opacity="0.18">${dots}</g>
<rect x="80" y="110" width="240" height="120" rx="14" fill="#ffffff" opacity="0.92"/>
<text x="200" y="98" font-family="${fonts.serif}" font-weight="700" font-size="26" text-anchor="middle" fill="#fff">${escapeXml(art.brand)}</text>
<text x="200" y="148" font-family="${fonts.sans}" font-weight="700" font-size="22" text-anchor="middle" fill="#222">${titleLines}</text>
<text x="200" y="280" font-family="${fonts.sans}" font-size="20" text-anchor="middle" fill="#fff">${escapeXml(art.subtitle)}</text>
${flames}`;
}
