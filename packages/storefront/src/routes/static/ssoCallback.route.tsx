/** `/implicit/ssocallback`: the single sign-on redirect (a bare page). */
import { routeHeaders } from '../../server/headers.server';
import { ssoCallbackPage } from './StaticPages';

export { bareHandle as handle } from './StaticPages';
export const meta = ssoCallbackPage.meta;
export const headers = routeHeaders('none');
export default ssoCallbackPage.Component;
