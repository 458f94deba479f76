export * from './components';
export { sprinkles, type Sprinkles } from './css/sprinkles.css';
export { vars } from './themes/contract.css';
export { applyTheme, type ThemeTarget } from './themes/applyTheme';
export { breakpoints, mediaQueries } from './themes/breakpoints';
export { contrastRatio } from './themes/contrast';
export type { Breakpoints, ThemeTokens, TypeScale } from './themes/tokens';
