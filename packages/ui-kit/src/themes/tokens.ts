/**
 * The one token interface every theme fills in. Colours are semantic (what a colour is
 * for, not what it looks like) and are hex so the contrast test can compute them. Every
 * group except `breakpoints` becomes CSS custom properties through the theme contract.
 */
export interface ThemeTokens {
  /** The theme's name, as used by the Storybook switcher and `data-theme`. */
  name: string;
  /** Whether the theme is dark; set as `color-scheme` so form controls match. */
  colorScheme: 'light' | 'dark';
  color: {
    /** Brand fill for primary actions. */
    brand: string;
    /** Brand fill while hovered or pressed. */
    brandHover: string;
    /** Text and icons on `brand` and `brandHover`. */
    onBrand: string;
    /** Brand-coloured text on the surfaces (links, prices on sale). */
    brandText: string;
    /** Secondary accent fill (badges, highlights). */
    accent: string;
    /** Text on `accent`. */
    onAccent: string;
    /** Page background. */
    surface: string;
    /** Cards, tiles, popovers. */
    surfaceRaised: string;
    /** Wells, skeletons, inputs' tracks. */
    surfaceSunken: string;
    /** Body text. */
    text: string;
    /** Secondary text (sizes, counts, hints). */
    textMuted: string;
    /** Borders of controls that must be seen (3:1 against surfaces). */
    border: string;
    /** Hairline dividers that are decorative only. */
    divider: string;
    /** Focus ring (3:1 against surfaces). */
    focus: string;
    success: string;
    onSuccess: string;
    /** Success-coloured text and icons on the surfaces. */
    successText: string;
    critical: string;
    onCritical: string;
    /** Critical-coloured text and icons on the surfaces. */
    criticalText: string;
    /** Neutral fill for quiet badges and selected chips. */
    neutral: string;
    onNeutral: string;
    /** Fill of disabled controls; text on it is `textMuted`. */
    disabled: string;
    /** Scrim behind dialogs and drawers. */
    overlay: string;
    /** The maintenance screen's light blue background (#06B3F2). */
    maintenance: string;
    /** Text on `maintenance`. */
    onMaintenance: string;
  };
  font: {
    body: string;
    heading: string;
  };
  fontSize: TypeScale;
  lineHeight: TypeScale;
  fontWeight: {
    regular: string;
    medium: string;
    strong: string;
  };
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
    xxxlarge: string;
  };
  radius: {
    none: string;
    small: string;
    medium: string;
    large: string;
    full: string;
  };
  shadow: {
    small: string;
    medium: string;
    large: string;
  };
  motion: {
    durationFast: string;
    durationBase: string;
    durationSlow: string;
    easingStandard: string;
  };
  layout: {
    /** Widest the page content grows. */
    contentMaxWidth: string;
    /** Page top padding at or below `breakpoints.themedLayout`. */
    pageTopPadding: string;
    /** Page top padding when the window is wider than `breakpoints.themedLayout`. */
    pageTopPaddingWide: string;
    /** Smallest touch target (WCAG 2.2 target size). */
    touchTarget: string;
  };
  breakpoints: Breakpoints;
}

/** Steps of the type scale, smallest to largest. */
export interface TypeScale {
  xsmall: string;
  small: string;
  standard: string;
  large: string;
  xlarge: string;
  xxlarge: string;
}

/** Window widths in CSS pixels. Media queries cannot read custom properties, so these are numbers. */
export interface Breakpoints {
  tablet: number;
  desktop: number;
  wide: number;
  /** The themed shop layout changes its top padding when the window is wider than this. */
  themedLayout: number;
}
