/** `/forgotpassword`: forgot password (a bare page). */
import { routeHeaders } from '../../server/headers.server';
import { forgotPasswordPage } from './StaticPages';

export { bareHandle as handle } from './StaticPages';
export const meta = forgotPasswordPage.meta;
export const headers = routeHeaders('none');
export default forgotPasswordPage.Component;
