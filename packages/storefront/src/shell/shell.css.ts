import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@snackshop/ui-kit';

export const header = style({
  backgroundColor: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const headerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
});

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  textDecoration: 'none',
  minBlockSize: vars.layout.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
});

export const grow = style({ flex: '1 1 16rem' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const menu = style({ position: 'relative' });

export const menuSummary = style({
  cursor: 'pointer',
  minBlockSize: vars.layout.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.small,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.small,
});

export const menuPanel = style({
  position: 'absolute',
  insetInlineStart: 0,
  zIndex: 20,
  minInlineSize: '16rem',
  padding: vars.space.medium,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  borderRadius: vars.radius.medium,
  display: 'grid',
  gap: vars.space.small,
  '@media': { [mediaQueries.tablet]: { minInlineSize: '32rem', gridTemplateColumns: '1fr 1fr' } },
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
});

export const subList = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.small,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '24px',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const subLink = style({
  color: vars.color.textMuted,
  minBlockSize: '24px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const search = style({ position: 'relative', display: 'flex', gap: vars.space.xsmall });

export const searchInput = style({
  flex: 1,
  minBlockSize: vars.layout.touchTarget,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const suggestions = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInline: 0,
  zIndex: 30,
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  borderRadius: vars.radius.medium,
});

export const suggestion = style({
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { backgroundColor: vars.color.neutral, color: vars.color.onNeutral },
  },
});

export const footer = style({
  backgroundColor: vars.color.surfaceRaised,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  marginBlockStart: vars.space.xlarge,
});

export const footerInner = style({
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.large,
  display: 'grid',
  gap: vars.space.medium,
});

export const footerLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const rewardsBlock = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
});

export const rewardsLink = style({ color: vars.color.onBrand, fontWeight: vars.fontWeight.strong });

export const prompt = style({
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const consent = style({
  position: 'fixed',
  insetInline: vars.space.medium,
  insetBlockEnd: vars.space.medium,
  zIndex: 40,
  maxInlineSize: '40rem',
  marginInline: 'auto',
  padding: vars.space.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  borderRadius: vars.radius.medium,
  display: 'grid',
  gap: vars.space.small,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
