import { createThemeClass } from '../createThemeClass';
import { rewardsTokens } from './tokens';

/** Class that applies the rewards theme to an element and everything inside it. */
export const rewardsTheme = createThemeClass(rewardsTokens, 'rewards');
