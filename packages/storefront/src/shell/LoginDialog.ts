/**
 * The login popup's own chunk: `ShellLoginPopup` imports this module lazily, so the dialog
 * code is fetched only when a page opens it (a lazy import of the ui-kit entry would pull
 * in the whole kit).
 */
export { LoginPopup } from '@snackshop/ui-kit';
