/** `/api/*`: the browser's API calls, forwarded to the commerce API. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { proxyToApi } from '../../server/proxy.server';

/** GET requests. */
export const loader = ({ request }: LoaderFunctionArgs) => proxyToApi(request);
/** POST, PUT and DELETE requests. */
export const action = ({ request }: ActionFunctionArgs) => proxyToApi(request);
