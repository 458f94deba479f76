import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const question = style({
  margin: 0,
  flex: '1 1 16rem',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
