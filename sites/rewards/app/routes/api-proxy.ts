import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { proxyToApi } from '@snackshop/storefront/server';

/** The browser's API calls, forwarded to the commerce API (GET). */
export const loader = ({ request }: LoaderFunctionArgs) => proxyToApi(request);
/** The browser's API calls, forwarded to the commerce API (POST, PUT, DELETE). */
export const action = ({ request }: ActionFunctionArgs) => proxyToApi(request);
