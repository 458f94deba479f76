import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../themes/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  fontFamily: vars.font.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const progress = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.criticalText}`,
  color: vars.color.criticalText,
  backgroundColor: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.medium,
});

export const alertText = style({ flex: '1 1 14rem', margin: 0 });

/** The 30-slot tracker: a visual of the mix; its text equivalent is the progress line. */
export const slots = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(10, minmax(0, 1fr))' },
  },
});

export const slot = style({
  aspectRatio: '1',
  borderRadius: vars.radius.small,
  overflow: 'hidden',
});

export const slotState = styleVariants({
  empty: { border: `2px dashed ${vars.color.border}`, backgroundColor: vars.color.surfaceSunken },
  filled: { border: `2px solid ${vars.color.success}`, backgroundColor: vars.color.surfaceRaised },
  unavailable: {
    border: `2px solid ${vars.color.criticalText}`,
    backgroundColor: vars.color.surfaceSunken,
    opacity: 0.6,
  },
});

export const slotImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const pickerHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

export const picker = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  blockSize: '100%',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardSelected = style({ borderColor: vars.color.success, borderWidth: '2px' });

export const cardImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.strong,
});

export const cardNote = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.criticalText,
});

export const stepper = style({
  marginBlockStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const count = style({
  minInlineSize: '2ch',
  textAlign: 'center',
  fontWeight: vars.fontWeight.strong,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});
