import { style } from '@vanilla-extract/css';
import { vars } from '@snackshop/ui-kit';

export const form = style({ display: 'grid', gap: vars.space.medium, maxInlineSize: '36rem' });

export const field = style({ display: 'grid', gap: vars.space.xxsmall });

export const label = style({ fontWeight: vars.fontWeight.medium });

export const textarea = style({
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const error = style({ color: vars.color.criticalText, margin: 0 });
