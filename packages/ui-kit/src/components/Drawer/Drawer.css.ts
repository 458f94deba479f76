import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideFromStart = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromEnd = keyframes({ from: { transform: 'translateX(100%)' } });
const slideFromBottom = keyframes({ from: { transform: 'translateY(100%)' } });

// Drawers are modal, like dialogs: the same layers (900, 901), above the header's menus and
// the cookie-consent panel.
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
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.body,
  outline: 'none',
  '@media': { [reducedMotion]: { animation: 'none' } },
});

// Physical keyframes, logical placement: in a right-to-left page `start` is the right edge,
// so the slide direction flips with `:dir(rtl)`.
export const side = styleVariants({
  start: {
    insetBlock: 0,
    insetInlineStart: 0,
    inlineSize: 'min(24rem, 90vw)',
    animation: `${slideFromStart} ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
    selectors: { '&:dir(rtl)': { animationName: slideFromEnd } },
  },
  end: {
    insetBlock: 0,
    insetInlineEnd: 0,
    inlineSize: 'min(24rem, 90vw)',
    animation: `${slideFromEnd} ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
    selectors: { '&:dir(rtl)': { animationName: slideFromStart } },
  },
  bottom: {
    insetInline: 0,
    insetBlockEnd: 0,
    maxBlockSize: '85vh',
    borderStartStartRadius: vars.radius.large,
    borderStartEndRadius: vars.radius.large,
    animation: `${slideFromBottom} ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  paddingInline: vars.space.large,
  paddingBlockStart: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.large,
});

export const footer = style({
  display: 'flex',
  gap: vars.space.small,
  padding: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});
