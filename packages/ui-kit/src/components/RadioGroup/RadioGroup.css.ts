import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
  fontFamily: vars.font.body,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: { '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  padding: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&:disabled': { cursor: 'not-allowed', backgroundColor: vars.color.disabled },
    '[aria-invalid="true"] &': { borderColor: vars.color.critical },
  },
});

export const indicator = style({
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
});

export const optionLabel = style({
  display: 'flex',
  flexDirection: 'column',
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});
