/**
 * A line icon drawn by CSS in a `::before` box of 1em, in the text colour: the same 24×24
 * strokes as `components/private/icons.tsx`, as a mask. Controls repeated many times on a
 * page (a listing's 36 quantity steppers) draw their icons this way instead of carrying an
 * inline `<svg>` each.
 */
export function maskIcon(path: string) {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' ` +
    `stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'><path d='${path}'/></svg>`;
  const image = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
  return {
    content: '""',
    inlineSize: '1em',
    blockSize: '1em',
    backgroundColor: 'currentColor',
    maskImage: image,
    maskSize: '100% 100%',
    maskRepeat: 'no-repeat',
    // Forced colours would paint the box's background as the page's: keep the text colour.
    forcedColorAdjust: 'none',
  } as const;
}

/** The minus and plus strokes of `MinusIcon` and `PlusIcon`. */
export const iconPaths = { minus: 'M5 12h14', plus: 'M12 5v14M5 12h14' } as const;
