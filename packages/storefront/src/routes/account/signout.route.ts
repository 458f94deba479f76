/** `POST /signout`: signs the shopper out of the API, this site and the provider. */
export { signOutLoader as loader, signOutAction as action } from './signIn.server';
