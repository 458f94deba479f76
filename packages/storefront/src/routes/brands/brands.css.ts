import { style } from '@vanilla-extract/css';
import { vars } from '@snackshop/ui-kit';

/** A brand's card: its artwork, name (the link, stretched over the card), tagline and count. */
export const card = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  // The ring of the link's keyboard focus goes round the whole card it covers.
  selectors: {
    '&:has(a:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const logo = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.medium,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.large });

/** The brand's link covers the whole card, so the card is one target with one name. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':focus-visible': { outline: 'none' },
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
});

export const detail = style({ margin: 0 });
