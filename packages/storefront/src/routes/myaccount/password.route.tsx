/** `/profile/password`: change the password (a secure page). */
import { routeHeaders } from '../../server/headers.server';

export { secureHandle as handle } from '../../site/pageHandles';
export { passwordMeta as meta, PasswordPage as default } from './PasswordPage';
export { passwordLoader as loader, passwordAction as action } from './password.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
