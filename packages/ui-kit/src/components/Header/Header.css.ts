import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  position: 'relative',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  fontFamily: vars.font.body,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentMaxWidth,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.layout.touchTarget,
  color: vars.color.brandText,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRing },
});

export const search = style({
  order: 10,
  flexBasis: '100%',
  minInlineSize: 0,
  '@media': { [mediaQueries.desktop]: { order: 0, flexBasis: 'auto', flex: '1 1 20rem' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginInlineStart: 'auto',
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'none',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
  },
});

export const actionIcon = style({ display: 'inline-flex', fontSize: vars.fontSize.large });

export const cartCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.5rem',
  blockSize: '1.5rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
});

export const menuPanel = style({
  position: 'absolute',
  zIndex: 600,
  insetInline: 0,
  insetBlockStart: '100%',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.medium,
});

export const menuList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.xxsmall,
  marginInline: 'auto',
  maxInlineSize: vars.layout.contentMaxWidth,
  padding: 0,
  listStyle: 'none',
});

export const menuLink = style([action, { inlineSize: '100%' }]);

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The account menu: its button and the panel under it, aligned to its end. */
export const accountMenu = style({ position: 'relative' });

export const accountPanel = style({
  position: 'absolute',
  zIndex: 600,
  insetInlineEnd: 0,
  insetBlockStart: '100%',
  minInlineSize: '14rem',
  padding: vars.space.xsmall,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const accountList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
