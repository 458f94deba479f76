import { createThemeContract } from '@vanilla-extract/css';
import type { ThemeTokens } from './tokens';

/** The token groups that become CSS custom properties. */
export type CssTokens = Omit<ThemeTokens, 'name' | 'colorScheme' | 'breakpoints'>;

type ContractShape = { [G in keyof CssTokens]: { [K in keyof CssTokens[G]]: null } };

const shape: ContractShape = {
  color: {
    brand: null,
    brandHover: null,
    onBrand: null,
    brandText: null,
    accent: null,
    onAccent: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    divider: null,
    focus: null,
    success: null,
    onSuccess: null,
    successText: null,
    critical: null,
    onCritical: null,
    criticalText: null,
    neutral: null,
    onNeutral: null,
    disabled: null,
    overlay: null,
    maintenance: null,
    onMaintenance: null,
  },
  font: { body: null, heading: null },
  fontSize: { xsmall: null, small: null, standard: null, large: null, xlarge: null, xxlarge: null },
  lineHeight: {
    xsmall: null,
    small: null,
    standard: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  fontWeight: { regular: null, medium: null, strong: null },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  radius: { none: null, small: null, medium: null, large: null, full: null },
  shadow: { small: null, medium: null, large: null },
  motion: { durationFast: null, durationBase: null, durationSlow: null, easingStandard: null },
  layout: {
    contentMaxWidth: null,
    pageTopPadding: null,
    pageTopPaddingWide: null,
    touchTarget: null,
  },
};

/**
 * The theme contract: CSS custom properties every component reads. Components import
 * `vars` and never a theme's tokens, so one stylesheet serves every theme.
 */
export const vars = createThemeContract(shape);
