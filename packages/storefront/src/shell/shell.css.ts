import { style } from '@vanilla-extract/css';
import { vars } from '@snackshop/ui-kit';

/** The site's name as the header's wordmark. */
export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
});

/** The site's name in a compact header: its words wrap (in the kit's logo) before the cart leaves the row. */
export const compactBrand = style([brand, { whiteSpace: 'normal' }]);

/** The business-order question between the page and the footer. */
export const prompt = style({
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  boxSizing: 'border-box',
  inlineSize: '100%',
});

/** A button that reads as a link in running text, in the colours around it. */
export const inlineButton = style({
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 'none',
  padding: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
  minBlockSize: vars.layout.touchTarget,
});

/** The page's main region (the error page's too). */
export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.large,
  boxSizing: 'border-box',
  ':focus': { outline: 'none' },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: '-100px',
  padding: vars.space.small,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  zIndex: 100,
  ':focus': { insetBlockStart: vars.space.small },
});

/** `ScriptedOnly`'s wrapper: no box of its own, its children laid out as if it were not there. */
export const scriptedOnly = style({ display: 'contents' });

/** A `ServerHtml` part's element: its content lays out as if the element were not there. */
export const serverHtmlPart = style({ display: 'contents' });
