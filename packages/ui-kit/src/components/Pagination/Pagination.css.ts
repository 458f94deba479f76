import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minInlineSize: vars.layout.touchTarget,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: '2px solid transparent',
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[aria-disabled="true"]:hover': { backgroundColor: 'transparent' },
  },
});

export const ellipsis = style({
  minInlineSize: '2rem',
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const arrow = style({
  display: 'inline-flex',
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
