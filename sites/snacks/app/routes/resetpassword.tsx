import { bareHandle, resetPasswordPage } from '@snackshop/storefront';
import { routeHeaders } from '@snackshop/storefront/server';

export const handle = bareHandle;
export const meta = resetPasswordPage.meta;
export const headers = routeHeaders('none');
export default resetPasswordPage.Component;
