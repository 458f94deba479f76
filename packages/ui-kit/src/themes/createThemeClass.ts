import { createTheme, style } from '@vanilla-extract/css';
import { vars, type CssTokens } from './contract.css';
import type { ThemeTokens } from './tokens';

/** The part of a theme's tokens that fills the contract. */
function cssTokens(tokens: ThemeTokens): CssTokens {
  const { color, font, fontSize, lineHeight, fontWeight, space, radius, shadow, motion, layout } =
    tokens;
  return { color, font, fontSize, lineHeight, fontWeight, space, radius, shadow, motion, layout };
}

/**
 * Creates a theme's class name from its tokens. Call it from a `.css.ts` file only:
 * vanilla-extract turns the call into CSS at build time. Besides the custom properties,
 * the class sets the page basics (text colour, background, font, colour scheme) so an
 * element carrying it, usually `<body>`, looks right without further styles.
 */
export function createThemeClass(tokens: ThemeTokens, debugId: string): string {
  const themeVars = createTheme(vars, cssTokens(tokens), debugId);
  const basics = style(
    {
      colorScheme: tokens.colorScheme,
      color: vars.color.text,
      backgroundColor: vars.color.surface,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.standard,
      lineHeight: vars.lineHeight.standard,
    },
    `${debugId}Basics`,
  );
  return `${themeVars} ${basics}`;
}
