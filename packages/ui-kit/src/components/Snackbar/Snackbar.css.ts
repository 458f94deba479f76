import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-0.5rem)' } });

/** The live region: always in the page so screen readers notice what is put into it. */
export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space.large,
  insetInlineEnd: vars.space.large,
  zIndex: 1000,
  inlineSize: `min(28rem, calc(100vw - 2 * ${vars.space.large}))`,
});

export const snackbar = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  animation: `${enter} ${vars.motion.durationBase} ${vars.motion.easingStandard}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const severity = styleVariants({
  success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  error: { backgroundColor: vars.color.critical, color: vars.color.onCritical },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlockStart: vars.space.medium,
  fontSize: vars.fontSize.large,
});

export const message = style({
  flex: 1,
  paddingBlock: vars.space.small,
  overflowWrap: 'anywhere',
});

export const close = style({
  color: 'inherit',
  selectors: {
    // The ring sits on the coloured snackbar, so it takes the text colour for contrast.
    '&:focus-visible': { outlineColor: 'currentColor' },
    '&:hover:not(:disabled)': { backgroundColor: 'transparent', textDecoration: 'underline' },
  },
});
