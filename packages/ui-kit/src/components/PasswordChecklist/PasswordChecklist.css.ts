import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ fontFamily: vars.font.body });

export const title = style({
  margin: 0,
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  overflowWrap: 'anywhere',
});

export const state = styleVariants({
  met: { color: vars.color.successText },
  unmet: { color: vars.color.textMuted },
});

export const marker = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.lineHeight.small,
  blockSize: vars.lineHeight.small,
});

export const dot = style({
  inlineSize: '0.375rem',
  blockSize: '0.375rem',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});
