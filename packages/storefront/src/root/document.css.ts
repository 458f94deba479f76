import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@snackshop/ui-kit';

globalStyle('html', { WebkitTextSizeAdjust: '100%' });

export const body = style({
  margin: 0,
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

// The layouts below qualify `body` so they win over the theme class's own background,
// whichever chunk's stylesheet the two land in and in whatever order those load.

/** Bare pages: white, nothing around them (SPEC section 2). */
export const bare = style({
  selectors: { 'body&': { backgroundColor: '#ffffff', color: '#1a1a1a' } },
});

/** The maintenance screen's light blue (#06B3F2 through the theme token). */
export const maintenance = style({
  selectors: {
    'body&': { backgroundColor: vars.color.maintenance, color: vars.color.onMaintenance },
  },
});

/**
 * The hot-snack themed shop: the dark theme. Its top padding (SPEC section 9: 82px wider
 * than 900px, else 92px) is the room the page keeps for the header, so the header fills it
 * from the top edge, its bar centred in it, and the page starts below; a header taller than
 * the padding (the search on its own row on a phone) pushes the page down instead of
 * covering it.
 */
export const hot = style({});

globalStyle(`${hot} > header`, {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minBlockSize: vars.layout.pageTopPadding,
  '@media': {
    [mediaQueries.themedLayoutWide]: { minBlockSize: vars.layout.pageTopPaddingWide },
  },
});

// A centred flex column would shrink the header's bar (auto inline margins) to its content.
globalStyle(`${hot} > header > :first-child`, { inlineSize: '100%', boxSizing: 'border-box' });
