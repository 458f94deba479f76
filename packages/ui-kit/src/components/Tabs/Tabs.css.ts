import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', fontFamily: vars.font.body });

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const trigger = style({
  flexShrink: 0,
  maxInlineSize: '16rem',
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'none',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': {
      color: vars.color.text,
      borderBlockEndColor: vars.color.brand,
      fontWeight: vars.fontWeight.strong,
    },
    '&:disabled': { cursor: 'not-allowed', textDecoration: 'line-through' },
  },
});

export const panel = style({
  paddingBlock: vars.space.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
});
