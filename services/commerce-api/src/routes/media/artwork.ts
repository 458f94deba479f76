import { hashString } from '../../db/seed/random';

/** Image sizes the storefront asks for: tiles on listings, detail on the product page. */
export const imageSizes = { tile: 400, detail: 1200 } as const;
export type ImageSize = keyof typeof imageSizes;

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
  const flames =
    art.heatLevel && art.heatLevel > 0
      ? `<text x="200" y="325" font-size="22" text-anchor="middle" fill="#fff">${'🌶'.repeat(art.heatLevel)}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(`${art.brand} ${art.title}`)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${escapeXml(art.color)}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="400" height="400" fill="#f7f3ea"/>${body}
<g fill="#ffffff" opacity="0.18">${dots}</g>
<rect x="80" y="110" width="240" height="120" rx="14" fill="#ffffff" opacity="0.92"/>
<text x="200" y="98" font-family="Georgia, serif" font-weight="700" font-size="26" text-anchor="middle" fill="#fff">${escapeXml(art.brand)}</text>
<text x="200" y="148" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="22" text-anchor="middle" fill="#222">${titleLines}</text>
<text x="200" y="280" font-family="Helvetica, Arial, sans-serif" font-size="20" text-anchor="middle" fill="#fff">${escapeXml(art.subtitle)}</text>
${flames}</svg>`;
}
