/** `/resetpassword?token=…`: choose a new password from the mailed link (a bare page). */
import { routeHeaders } from '../../server/headers.server';

export { bareHandle as handle } from '../../site/pageHandles';
export { resetPasswordMeta as meta, ResetPasswordPage as default } from './PasswordPages';
export { linkPageLoader as loader, resetPasswordAction as action } from './passwords.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
