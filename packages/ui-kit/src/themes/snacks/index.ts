export { snacksTheme } from './theme.css';
export { snacksTokens } from './tokens';
