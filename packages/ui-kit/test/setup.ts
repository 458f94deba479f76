import { snacksTheme } from '../src/themes/snacks';

// Components render inside the snacks theme unless a test picks another; the class sits on
// <body> so Radix portals (drawers, snackbars) get the theme too.
document.body.className = snacksTheme;
document.documentElement.lang = 'en';
