import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints, type ResponseOf } from '@snackshop/commerce-core/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiDataOr, setServerApi } from './api.server';

/** An API that hands out handshake values and answers the product call with a set status. */
let productStatus = 404;
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://api').pathname;
    response.setHeader('Content-Type', 'application/json');
    if (path === endpoints.handshaking.path) {
      response.end(
        JSON.stringify({
          success: true,
          responseCode: 200,
          message: 'OK',
          data: { _ss_i: 'session', _rr_n_dts: 'rnduts', _en_cs: 'encstr' },
        }),
      );
      return;
    }
    response.statusCode = productStatus;
    response.end(
      JSON.stringify({
        success: false,
        responseCode: productStatus,
        message: productStatus === 404 ? 'No such product.' : 'Something went wrong.',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  setServerApi(undefined);
});

afterEach(() => vi.restoreAllMocks());

afterAll(async () => {
  vi.unstubAllEnvs();
  setServerApi(undefined);
  await new Promise((resolve) => server.close(resolve));
});

/** What a page shows instead: these tests only check that it is what comes back. */
const FALLBACK = { title: 'fallback' } as unknown as ResponseOf<'productDetail'>;

describe('the site server’s API calls', () => {
  it('does not log an answer the page expects and handles, such as a 404', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    productStatus = 404;
    const answer = await apiDataOr('productDetail', { query: { slug: 'gone' } }, FALLBACK);
    expect(answer).toBe(FALLBACK);
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs a failed API (5xx) with the path and status', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    productStatus = 503;
    const answer = await apiDataOr('productDetail', { query: { slug: 'any' } }, FALLBACK);
    expect(answer).toBe(FALLBACK);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/API call failed: .* 503 /));
  });
});
