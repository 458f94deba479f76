import { data, type LoaderFunctionArgs } from 'react-router';
import { cacheHeader } from '../../server/cache.server';

/** Any unknown URL: a 404 the error boundary turns into "We could not find that page." */
export function notFoundLoader(_: LoaderFunctionArgs): never {
  throw data(null, { status: 404, headers: cacheHeader('none') });
}
