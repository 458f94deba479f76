import { style } from '@vanilla-extract/css';
import { focusRing, reducedMotion } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});

export const item = style({ borderBlockEnd: `1px solid ${vars.color.divider}` });

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  inlineSize: '100%',
  minBlockSize: vars.layout.touchTarget,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.xsmall,
  border: 0,
  background: 'none',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { color: vars.color.brandText },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const content = style({
  paddingInline: vars.space.xsmall,
  paddingBlockEnd: vars.space.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
});
