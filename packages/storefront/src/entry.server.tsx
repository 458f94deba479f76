import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { NonceProvider } from './root/nonce';
import { paymentFieldsOrigin } from './routes/checkout/checkout.server';
import { siteEnv } from './server/env.server';
import { SIGNED_IN_CACHE_CONTROL } from './server/headers.server';
import { createNonce, securityHeaders } from './server/security.server';
import { sessionShopper } from './server/session.server';

export const streamTimeout = 5_000;

/**
 * The document renderer both sites use as their `entry.server`: React Router's streaming
 * render with a fresh CSP nonce per response and the security headers of every page (a
 * stricter Referrer-Policy a page asked for stays). A page rendered for a signed-in
 * shopper is never stored, whatever its route said.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = createNonce();
  const dev = process.env.NODE_ENV === 'development';
  const pageReferrerPolicy = responseHeaders.get('Referrer-Policy');
  for (const [name, value] of Object.entries(
    securityHeaders(nonce, {
      dev,
      frameSources: [paymentFieldsOrigin()],
      formActions: [new URL(siteEnv().OIDC_ISSUER).origin],
    }),
  )) {
    responseHeaders.set(name, value);
  }
  if (pageReferrerPolicy) responseHeaders.set('Referrer-Policy', pageReferrerPolicy);
  if (await signedIn(request)) responseHeaders.set('Cache-Control', SIGNED_IN_CACHE_CONTROL);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Whether the request carries the session of a signed-in shopper. */
async function signedIn(request: Request): Promise<boolean> {
  try {
    return (await sessionShopper(request)) !== undefined;
  } catch {
    // No site registered (a bare render in a test): nobody is signed in.
    return false;
  }
}
