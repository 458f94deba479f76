import type { MiddlewareHandler } from 'hono';

/**
 * Answers to a caller who authenticates (a shopper's X-Auth-Token, a site server's HTTP
 * Basic or bearer credentials) are personal: no cache keeps them (`private, no-store`,
 * whatever a route set), and no browser reads them as anything but their declared type.
 * Mounted once, before every route, so error answers (401, 440) carry them too.
 */
export const personalAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const personal = Boolean(c.req.header('x-auth-token') || c.req.header('authorization'));
  const mark = (headers: Headers) => {
    headers.set('X-Content-Type-Options', 'nosniff');
    if (personal) headers.set('Cache-Control', 'private, no-store');
  };
  try {
    mark(c.res.headers);
  } catch {
    // A response with immutable headers (one passed through as it came): copy it first.
    c.res = new Response(c.res.body, c.res);
    mark(c.res.headers);
  }
};
