import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const base = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const level = styleVariants({
  '1': { fontSize: vars.fontSize.xxlarge, lineHeight: vars.lineHeight.xxlarge },
  '2': { fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.xlarge },
  '3': { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
  '4': { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
});
