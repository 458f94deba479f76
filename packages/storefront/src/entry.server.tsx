import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { framesPaymentFields, isSecurePage, loadsPaymentWallets } from './site/handle';
import { paymentFieldsOrigin, walletScriptOrigins } from './routes/checkout/paymentOrigins.server';
import { oidcIssuer, serverTiming, siteEnv, thirdPartyScriptUrls } from './server/env.server';
import { inlineScriptHashes, renderDocument } from './server/document.server';
import { routerHtmlRewritten } from './hydration/routerHtml.server';
import { SIGNED_IN_CACHE_CONTROL } from './server/headers.server';
import { compressedDocument, documentEncoding } from './server/documentEncoding.server';
import {
  chunksOf,
  RenderCache,
  replayed,
  type FinishedDocument,
} from './server/renderCache.server';
import { securityHeaders } from './server/security.server';
import { sessionShopper } from './server/session.server';
import { RENDER_ONLY_VARY, renderOnlyData } from './server/renderOnly.server';
import { RenderOnlyData } from './shell/ServerHtml';
import { configuredScripts, scriptOrigins } from './site/thirdPartyScripts';
import { isCampaignParameter, withoutCampaignParameters } from './tracking/campaignParameters';

export const streamTimeout = 5_000;

/** Ten minutes: the longest a kept page may go unrendered (what it reads of the clock). */
const RENDER_CACHE_MAX_AGE_MS = 10 * 60 * 1000;
let renderCache: RenderCache | undefined;

function sharedRenderCache(): RenderCache {
  renderCache ??= new RenderCache(siteEnv().SITE_RENDER_CACHE_ENTRIES, RENDER_CACHE_MAX_AGE_MS);
  return renderCache;
}

/**
 * The document renderer both sites use as their `entry.server`: the whole page rendered
 * before it is sent (no page defers data), its head put in order for the first paint (no
 * module preloads ahead of the stylesheets), and the security headers of every page, the
 * policy naming each inline script by its hash, so that a page a shared cache keeps is the
 * same for everyone (docs/decisions/0030). A stricter Referrer-Policy a page asked for
 * stays. A page rendered for a signed-in shopper is never stored, whatever its route said;
 * nor is a secure page (its route's handle says `secure`: the account and sign-in pages,
 * checkout, thank-you and Order Lookup), which also frames no other origin but the payment
 * fields where its handle names them (checkout), and loads no other origin's script but the
 * payment wallets' clients where its handle names them (checkout's Google Pay client).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const secure = isSecurePage(routerContext);
  // The payment wallets' clients (checkout's payment step) may load scripts, be talked to
  // and frame their payment sheets; secure or not, no other page names them.
  const wallets = loadsPaymentWallets(routerContext) ? walletScriptOrigins() : [];
  const frames = secure && !framesPaymentFields(routerContext) ? [] : [paymentFieldsOrigin()];
  const policy = {
    dev: process.env.NODE_ENV === 'development',
    frameSources: [...new Set([...frames, ...wallets])],
    scriptSources: [
      ...new Set([
        ...(secure ? [] : scriptOrigins(configuredScripts(thirdPartyScriptUrls()))),
        ...wallets,
      ]),
    ],
    formActions: [new URL(oidcIssuer()).origin],
  };
  const pageReferrerPolicy = responseHeaders.get('Referrer-Policy');
  const setSecurityHeaders = (scriptHashes: readonly string[]) => {
    for (const [name, value] of Object.entries(securityHeaders(scriptHashes, policy))) {
      responseHeaders.set(name, value);
    }
    if (pageReferrerPolicy) responseHeaders.set('Referrer-Policy', pageReferrerPolicy);
  };
  if (secure || (await signedIn(request))) {
    responseHeaders.set('Cache-Control', SIGNED_IN_CACHE_CONTROL);
  }
  if (request.method.toUpperCase() === 'HEAD') {
    setSecurityHeaders([]);
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const started = performance.now();
  const { document, failed, kept, shared } = await finishedDocument(
    request,
    responseHeaders,
    routerContext,
    renderOnlyData(loadContext),
  );
  setSecurityHeaders(document.scriptHashes);
  // How the document came to be, for the operator's network panel when they ask for it.
  if (serverTiming()) {
    responseHeaders.append(
      'Server-Timing',
      kept ? 'render;desc="kept"' : `render;dur=${(performance.now() - started).toFixed(1)}`,
    );
  }
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const status = failed ? 500 : responseStatusCode;
  // A document any visitor may be served goes out compressed: quickly the first time, at the
  // best ratio once it is served again.
  const encoding =
    shared && !failed ? documentEncoding(request.headers.get('Accept-Encoding')) : null;
  if (shared) responseHeaders.append('Vary', `Accept-Encoding, ${RENDER_ONLY_VARY}`);
  if (encoding) {
    responseHeaders.set('Content-Encoding', encoding);
    const bytes = compressedDocument(document, encoding, { servedAgain: kept });
    return new Response(new Uint8Array(bytes), {
      headers: responseHeaders,
      status,
    });
  }
  return new Response(document.html, { headers: responseHeaders, status });
}

/**
 * A data request's answer (a client navigation's): its route data leaves a `ServerHtml`
 * part's data out when the request says it is a document load (decision 0055), so a shared
 * cache must not hand one browser's answer to a request that says otherwise.
 */
export function handleDataRequest(response: Response): Response {
  response.headers.append('Vary', RENDER_ONLY_VARY);
  return response;
}

/**
 * The page's document: rendered, its head put in order and its inline scripts hashed; or,
 * for a page any visitor may be served (public, no cookie set, no error), the one rendered
 * before from the same inputs (decision 0040): its route data and what its loaders left to
 * the render alone (decision 0055).
 */
async function finishedDocument(
  request: Request,
  responseHeaders: Headers,
  routerContext: EntryContext,
  renderOnly: ReadonlyMap<string, unknown>,
): Promise<{ document: FinishedDocument; failed: boolean; kept: boolean; shared: boolean }> {
  const context = routerContext.staticHandlerContext;
  const shared =
    request.method.toUpperCase() === 'GET' &&
    (responseHeaders.get('Cache-Control') ?? '').startsWith('public') &&
    !responseHeaders.has('Set-Cookie') &&
    !context.errors;
  const cache = sharedRenderCache();
  const routeData =
    shared && cache.maxEntries > 0 && routerContext.serverHandoffStream
      ? await chunksOf(routerContext.serverHandoffStream)
      : null;
  // The visit's campaign parameters make no other page (the links that name the page drop
  // them, tracking/campaignParameters.ts).
  const page = pageAddress(request.url);
  const key = routeData
    ? RenderCache.keyOf({
        url: page.address,
        statusCode: context.statusCode,
        routeData,
        renderOnly: renderOnly.size ? JSON.stringify([...renderOnly]) : '',
      })
    : null;
  const kept = key ? cache.get(key) : undefined;
  if (kept) return { document: kept, failed: false, kept: true, shared: true };

  // The render reads the route data it was read from.
  if (routeData) routerContext.serverHandoffStream = replayed(routeData);
  const { html, failed } = await renderDocument(
    <RenderOnlyData value={renderOnly}>
      <ServerRouter context={routerContext} url={request.url} />
    </RenderOnlyData>,
    streamTimeout + 1000,
  );
  const finished = routerHtmlRewritten(html, routerContext.manifest);
  const document = { html: finished, scriptHashes: inlineScriptHashes(finished) };
  // A page that writes a campaign parameter into itself is that visit's alone.
  const echoes = (name: string) => new RegExp(`${name}(=|%3D)`, 'i').test(finished);
  if (key && !failed && !page.campaign.some(echoes)) {
    cache.set(key, document);
  }
  return { document, failed, kept: false, shared: key !== null };
}

/** A request's address without its campaign parameters, and the names of those it had. */
function pageAddress(url: string): { address: string; campaign: string[] } {
  const address = new URL(url);
  const campaign = [...new Set(address.searchParams.keys())].filter(isCampaignParameter);
  if (!campaign.length) return { address: url, campaign };
  address.search = withoutCampaignParameters(address.search);
  return { address: address.href, campaign };
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
