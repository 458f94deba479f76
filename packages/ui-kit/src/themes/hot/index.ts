export { hotTheme } from './theme.css';
export { hotTokens } from './tokens';
