import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  blockSize: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
});

export const media = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'contain',
});

/** The image as its own frame (a tile without badges): the frame's look, the image's fit. */
export const framedImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  objectFit: 'contain',
});

export const dimmed = style({ opacity: 0.55 });

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  insetInlineEnd: vars.space.small,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const brand = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.strong,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
});

/**
 * The title's link covers the whole tile (except the controls), a larger target. Styled
 * through the title, so no tile repeats a class for it.
 */
const titleLink = `${title} > a`;
globalStyle(titleLink, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${titleLink}::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.medium,
});
globalStyle(`${titleLink}:hover`, { textDecoration: 'underline' });
globalStyle(`${titleLink}:focus-visible`, { outline: 'none' });
globalStyle(`${titleLink}:focus-visible::after`, focusRing);

export const size = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

/** Pushes the price and what follows it to the tile's foot, without a wrapper per tile. */
export const price = style({ marginBlockStart: 'auto' });

/** The skeleton's foot (a loaded tile's price, actions and notices are the tile's own items). */
export const footer = style({
  marginBlockStart: 'auto',
  display: 'grid',
  gap: vars.space.small,
});

/** Controls sit above the stretched link so they stay clickable. */
export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const grow = style({ flex: '1 1 8rem' });

/** A tile's lone button sits above the title link that covers the tile. */
export const raised = style({ position: 'relative', zIndex: 1 });

export const notice = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
});

export const noticeCritical = style({ color: vars.color.criticalText });
export const noticeMuted = style({ color: vars.color.textMuted });
