import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focusRing';
import { vars } from '../../themes/contract.css';

/**
 * The kit's native checkbox (`Checkbox`, `CheckboxField`): the platform's box in the kit's
 * colours (accent-color keeps the platform's tick), 1.5rem square.
 */
export const box = style({
  flexShrink: 0,
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.critical}`, outlineOffset: '1px' },
  },
});
