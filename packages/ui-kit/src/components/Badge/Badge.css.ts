import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.strong,
  fontFamily: vars.font.body,
  overflowWrap: 'anywhere',
});

export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.neutral, color: vars.color.onNeutral },
  brand: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  critical: { backgroundColor: vars.color.critical, color: vars.color.onCritical },
});
