import { style } from '@vanilla-extract/css';

/**
 * What only a page running scripts needs (a "Loading your cart" status that its scripts end):
 * hidden where scripts are off (`scripting: none`), where the page's server copy in
 * `<noscript>` stands in its place (decision 0052).
 */
export const onlyWithScripts = style({
  '@media': { '(scripting: none)': { display: 'none' } },
});
