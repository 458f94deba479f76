import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { iconPaths, maskIcon } from '../../css/maskIcon';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
});

export const input = style({
  inlineSize: '3ch',
  minBlockSize: '2rem',
  textAlign: 'center',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  MozAppearance: 'textfield',
  selectors: {
    '&:focus-visible': { ...focusRing, borderRadius: vars.radius.small },
    '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': {
      WebkitAppearance: 'none',
      margin: 0,
    },
  },
});

/** The buttons' − and + drawn by CSS: no inline SVG per stepper. */
export const decrease = style({ selectors: { '&::before': maskIcon(iconPaths.minus) } });
export const increase = style({ selectors: { '&::before': maskIcon(iconPaths.plus) } });
