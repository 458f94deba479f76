import { bareHandle, callbackPage } from '@snackshop/storefront';
import { routeHeaders } from '@snackshop/storefront/server';

export const handle = bareHandle;
export const meta = callbackPage.meta;
export const headers = routeHeaders('none');
export default callbackPage.Component;
