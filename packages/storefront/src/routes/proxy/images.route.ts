/** `/images/*`: product and banner artwork, served from the commerce API. */
import type { LoaderFunctionArgs } from 'react-router';
import { proxyImage } from '../../server/proxy.server';

export const loader = ({ request }: LoaderFunctionArgs) => proxyImage(request);
