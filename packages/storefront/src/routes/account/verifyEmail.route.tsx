/** `/verify-email?token=…`: confirm the rewards programme email from the mailed link. */
import { routeHeaders } from '../../server/headers.server';

export { verifyEmailMeta as meta, VerifyEmailPage as default } from './PasswordPages';
export { linkPageLoader as loader, verifyEmailAction as action } from './passwords.server';
export const headers = routeHeaders('none');
export { secureHandle as handle } from '../../site/pageHandles';
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
