/** `/signin?returnTo=<path>`: starts a sign-in at the provider (a redirect, no page). */
export { signInLoader as loader } from './signIn.server';
