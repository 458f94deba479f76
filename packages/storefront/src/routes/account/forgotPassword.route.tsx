/** `/forgotpassword`: ask for a reset link (a bare page). */
import { routeHeaders } from '../../server/headers.server';

export { bareHandle as handle } from '../../site/pageHandles';
export { forgotPasswordMeta as meta, ForgotPasswordPage as default } from './PasswordPages';
export { accountFormLoader as loader, forgotPasswordAction as action } from './passwords.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
