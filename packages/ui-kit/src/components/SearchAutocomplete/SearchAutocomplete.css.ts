import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ position: 'relative', fontFamily: vars.font.body, minInlineSize: 0 });

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  paddingInlineStart: `calc(${vars.space.medium} + 1.5em)`,
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const popup = style({
  position: 'absolute',
  zIndex: 700,
  insetInline: 0,
  insetBlockStart: `calc(100% + ${vars.space.xxsmall})`,
  maxBlockSize: '24rem',
  overflowY: 'auto',
  paddingBlock: vars.space.xxsmall,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const listbox = style({ margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xxsmall,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceSunken,
      // The active option needs more than a tint to be seen (WCAG 1.4.11).
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
    },
    '&[aria-selected="true"]:dir(rtl)': { boxShadow: `inset -4px 0 0 ${vars.color.brand}` },
  },
});

export const optionImage = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  flexShrink: 0,
  objectFit: 'contain',
  borderRadius: vars.radius.small,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const optionMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

/** Matches are bold, not coloured, so they read in every theme and without colour. */
export const match = style({
  backgroundColor: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
});

export const message = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
