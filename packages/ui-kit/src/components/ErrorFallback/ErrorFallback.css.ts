import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  marginInline: 'auto',
  maxInlineSize: '36rem',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.text,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
  // Focused by script only (tabIndex -1) to land the user on the message; no ring needed.
  outline: 'none',
});

export const icon = style({
  display: 'inline-flex',
  fontSize: vars.fontSize.xxlarge,
  color: vars.color.criticalText,
});
