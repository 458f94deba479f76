import { style } from '@vanilla-extract/css';
import { reducedMotion } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.body,
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.brandText });

export const track = style({
  blockSize: '0.625rem',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  transition: `inline-size ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: { '&[data-complete="true"]': { backgroundColor: vars.color.success } },
});
