/** `/resetpassword`: reset password (a bare page). */
import { routeHeaders } from '../../server/headers.server';
import { resetPasswordPage } from './StaticPages';

export { bareHandle as handle } from './StaticPages';
export const meta = resetPasswordPage.meta;
export const headers = routeHeaders('none');
export default resetPasswordPage.Component;
