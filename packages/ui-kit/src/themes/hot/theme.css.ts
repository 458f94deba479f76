import { createThemeClass } from '../createThemeClass';
import { hotTokens } from './tokens';

/** Class that applies the hot theme to an element and everything inside it. */
export const hotTheme = createThemeClass(hotTokens, 'hot');
