import { bareHandle, forgotPasswordPage } from '@snackshop/storefront';
import { routeHeaders } from '@snackshop/storefront/server';

export const handle = bareHandle;
export const meta = forgotPasswordPage.meta;
export const headers = routeHeaders('none');
export default forgotPasswordPage.Component;
