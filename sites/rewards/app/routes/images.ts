import type { LoaderFunctionArgs } from 'react-router';
import { proxyImage } from '@snackshop/storefront/server';

/** Product and banner artwork, served from the commerce API. */
export const loader = ({ request }: LoaderFunctionArgs) => proxyImage(request);
