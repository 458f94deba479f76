import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceSunken,
  textAlign: 'center',
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
});

export const illustration = style({
  display: 'inline-flex',
  fontSize: vars.fontSize.xxlarge,
  color: vars.color.textMuted,
});

export const action = style({ paddingBlockStart: vars.space.small });
