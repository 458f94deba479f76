/** `/implicit/callback`: the identity provider's redirect after login (a bare page). */
import { routeHeaders } from '../../server/headers.server';
import { callbackPage } from './StaticPages';

export { bareHandle as handle } from './StaticPages';
export const meta = callbackPage.meta;
export const headers = routeHeaders('none');
export default callbackPage.Component;
