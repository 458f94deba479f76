import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const term = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const value = style({
  margin: 0,
  flexShrink: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const discount = style({ color: vars.color.successText });

export const muted = style({ color: vars.color.textMuted });

export const total = style({
  paddingBlockStart: vars.space.small,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const skeletonValue = style({ inlineSize: '4rem', flexShrink: 0 });
