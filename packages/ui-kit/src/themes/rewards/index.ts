export { rewardsTheme } from './theme.css';
export { rewardsTokens } from './tokens';
