import { breakpoints } from './breakpoints';
import type { ThemeTokens } from './tokens';

/**
 * Scales the three themes share: a theme changes colour and voice, not rhythm, so a
 * layout built in one theme holds in the others. Themes spread this and override.
 */
export const baseTokens: Omit<ThemeTokens, 'name' | 'colorScheme' | 'color'> = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    standard: '1rem',
    large: '1.125rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
  },
  lineHeight: {
    xsmall: '1rem',
    small: '1.25rem',
    standard: '1.5rem',
    large: '1.75rem',
    xlarge: '2rem',
    xxlarge: '2.5rem',
  },
  fontWeight: { regular: '400', medium: '500', strong: '700' },
  space: {
    none: '0',
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '0.75rem',
    large: '1rem',
    xlarge: '1.5rem',
    xxlarge: '2rem',
    xxxlarge: '3rem',
  },
  radius: { none: '0', small: '0.25rem', medium: '0.5rem', large: '1rem', full: '9999px' },
  shadow: {
    small: '0 1px 2px rgb(0 0 0 / 0.12)',
    medium: '0 4px 12px rgb(0 0 0 / 0.16)',
    large: '0 12px 32px rgb(0 0 0 / 0.24)',
  },
  motion: {
    durationFast: '120ms',
    durationBase: '200ms',
    durationSlow: '320ms',
    easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  layout: {
    contentMaxWidth: '80rem',
    pageTopPadding: '0px',
    pageTopPaddingWide: '0px',
    touchTarget: '2.75rem',
  },
  breakpoints,
};
