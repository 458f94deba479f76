import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context, Hono } from 'hono';
import type Provider from 'oidc-provider';
import type { AppEnv } from '../../http/route';
import { sendError } from '../../http/envelope';

/** The Node request and response behind a Hono request (absent under `app.request()`). */
export function nodeBindings(c: Context): HttpBindings | null {
  const env = c.env as Partial<HttpBindings> | undefined;
  return env?.incoming && env.outgoing ? (env as HttpBindings) : null;
}

/**
 * Mounts an oidc-provider instance on `mountPath` (its issuer's path): the provider gets the
 * raw Node request, unread, with the path below the mount, as Express hands it to a mounted
 * app (`originalUrl` keeps the full path, from which the provider builds its URLs), and writes
 * the answer itself.
 */
export function mountProvider(app: Hono<AppEnv>, mountPath: string, provider: Provider) {
  const callback = provider.callback() as (
    req: IncomingMessage,
    res: ServerResponse,
  ) => Promise<void>;
  const handle = async (c: Context<AppEnv>) => {
    const node = nodeBindings(c);
    if (!node) {
      return sendError(c, 404, 'NOT_FOUND', `No route matches ${c.req.method} ${c.req.path}.`);
    }
    const request = node.incoming as IncomingMessage & { originalUrl?: string };
    const url = request.url ?? '/';
    request.originalUrl = url;
    request.url = url.slice(mountPath.length) || '/';
    await callback(request, node.outgoing as ServerResponse);
    return RESPONSE_ALREADY_SENT;
  };
  app.all(mountPath, handle);
  app.all(`${mountPath}/*`, handle);
}
