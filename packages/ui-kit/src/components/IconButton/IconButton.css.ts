import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    cursor: 'pointer',
    color: vars.color.text,
    background: 'transparent',
    selectors: {
      '&:focus-visible': focusRing,
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      ghost: {},
      outline: { borderColor: vars.color.border },
      solid: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover },
          '&:disabled': {
            backgroundColor: vars.color.disabled,
            color: vars.color.textMuted,
            opacity: 1,
          },
        },
      },
    },
    size: {
      // Both sizes keep the 24px minimum target of WCAG 2.2; standard meets 44px.
      small: { inlineSize: '2rem', blockSize: '2rem', fontSize: vars.fontSize.standard },
      standard: {
        inlineSize: vars.layout.touchTarget,
        blockSize: vars.layout.touchTarget,
        fontSize: vars.fontSize.large,
      },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'standard' },
});
