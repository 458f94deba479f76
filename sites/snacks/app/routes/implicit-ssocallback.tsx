import { bareHandle, ssoCallbackPage } from '@snackshop/storefront';
import { routeHeaders } from '@snackshop/storefront/server';

export const handle = bareHandle;
export const meta = ssoCallbackPage.meta;
export const headers = routeHeaders('none');
export default ssoCallbackPage.Component;
