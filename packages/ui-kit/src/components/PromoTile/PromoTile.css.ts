import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  blockSize: '100%',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&:focus-within': focusRing,
    '&:hover': { boxShadow: vars.shadow.medium },
  },
});

export const media = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

/** The title's link stretches over the whole tile, so the tile is one link, one tab stop. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const cta = style({
  marginBlockStart: vars.space.xsmall,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
});
