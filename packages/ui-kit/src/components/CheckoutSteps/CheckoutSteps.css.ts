import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const step = style({
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const stepState = styleVariants({
  active: { borderColor: vars.color.border, boxShadow: vars.shadow.small },
  completed: {},
  upcoming: { backgroundColor: vars.color.surfaceSunken },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  padding: vars.space.large,
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
});

export const numberState = styleVariants({
  active: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  completed: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  upcoming: { border: `2px solid ${vars.color.border}`, color: vars.color.textMuted },
});

export const titles = style({ flex: 1, minInlineSize: '10rem' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const status = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const body = style({
  paddingInline: vars.space.large,
  paddingBlockEnd: vars.space.large,
  overflowWrap: 'anywhere',
});

/** The active step's refusal: critical text with a bar at its start, above the form. */
export const error = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
