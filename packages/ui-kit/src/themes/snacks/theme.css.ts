import { createThemeClass } from '../createThemeClass';
import { snacksTokens } from './tokens';

/** Class that applies the snacks theme to an element and everything inside it. */
export const snacksTheme = createThemeClass(snacksTokens, 'snacks');
