import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easingStandard}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  zIndex: 901,
  // Centred with logical insets and auto margins, so no physical left/right is needed.
  inset: 0,
  margin: 'auto',
  blockSize: 'fit-content',
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: 'calc(100vh - 2rem)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  outline: 'none',
  animation: `${rise} ${vars.motion.durationBase} ${vars.motion.easingStandard}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const size = styleVariants({
  small: { inlineSize: 'min(24rem, calc(100vw - 2rem))' },
  standard: { inlineSize: 'min(32rem, calc(100vw - 2rem))' },
  large: { inlineSize: 'min(48rem, calc(100vw - 2rem))' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.medium,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.small,
});

export const title = style({
  margin: 0,
  paddingBlockStart: vars.space.xsmall,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  paddingInline: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
});

export const body = style({
  overflowY: 'auto',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.large,
  paddingInline: vars.space.large,
});
