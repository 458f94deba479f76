import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const content = style({
  zIndex: 800,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  maxInlineSize: 'min(22rem, calc(100vw - 2rem))',
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.medium,
  paddingInlineEnd: vars.space.xsmall,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
  outline: 'none',
  animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const body = style({ flex: 1, paddingBlock: vars.space.xsmall, minInlineSize: 0 });

export const arrow = style({ fill: vars.color.surfaceRaised });
