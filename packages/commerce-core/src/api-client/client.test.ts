import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, echo, startTestServer, type TestServer } from '../../test/httpServer';
import type { CartLine } from '../cart/types';
import { createApiClient, type ApiClient } from './client';
import { endpoints, type EndpointName } from './endpoints';
import type { ApiEvent, ApiResult } from './results';
import {
  createMemoryStorage,
  writeAccessToken,
  writeAlternateOrderLocationId,
  writeLocationNumber,
  type ClientStorage,
} from './storage';
import { buildUrl } from './transport';

const HANDSHAKE = { _ss_i: 'sess-1', _rr_n_dts: 'rnd-1', _en_cs: 'enc-1' };
const SESSION_EXPIRED = 'Your session has timed out. Please login to continue.';

let server: TestServer;
let storage: ClientStorage;
let events: ApiEvent[];
let client: ApiClient;

function setUp(session: Record<string, string> = HANDSHAKE, extra: { apiKey?: string } = {}) {
  storage = { session: createMemoryStorage(session), local: createMemoryStorage() };
  events = [];
  client = createApiClient({
    baseUrl: `${server.baseUrl}/`,
    storage,
    onEvent: (event) => events.push(event),
    timeoutMs: 2000,
    ...extra,
  });
}

const lastRequest = () => {
  const request = server.requests.at(-1);
  if (!request) throw new Error('the server received no request');
  return request;
};

function expectFailure<T>(result: ApiResult<T>) {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result)}`);
  return result;
}

function expectSuccess<T>(result: ApiResult<T>) {
  if (!result.ok) throw new Error(`expected a success, got ${JSON.stringify(result.error)}`);
  return result;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle(echo);
  setUp();
});

describe('handshake', () => {
  it('fetches the handshake values and stores them in session storage', async () => {
    setUp({});
    server.handle((_request, response) =>
      sendJson(response, 200, {
        success: true,
        data: { _ss_i: 'S', _rr_n_dts: 'R', _en_cs: 'E', expiresAt: '2030-01-01T00:00:00.000Z' },
      }),
    );
    const result = expectSuccess(await client.handshake());
    expect(result.data).toEqual({ sessionId: 'S', rnduts: 'R', encstr: 'E' });
    expect(storage.session.getItem('_ss_i')).toBe('S');
    expect(storage.session.getItem('_rr_n_dts')).toBe('R');
    expect(storage.session.getItem('_en_cs')).toBe('E');
    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/webservices/handshaking');
    expect(request.headers.sessionid).toBeUndefined();
  });

  it('fails with the spec message when the answer lacks a value', async () => {
    setUp({});
    server.handle((_request, response) =>
      sendJson(response, 200, { success: true, data: { _ss_i: 'S', _rr_n_dts: 'R' } }),
    );
    const failure = expectFailure(await client.handshake());
    expect(failure.error.message).toBe('Handshake Data not available');
    expect(storage.session.getItem('_ss_i')).toBeNull();
    expect(events.map((event) => event.type)).toEqual(['Timeout', 'showApiFailAlert']);
  });

  it('does not ask again when the values are stored', async () => {
    const result = expectSuccess(await client.ensureHandshake());
    expect(result.data).toEqual({ sessionId: 'sess-1', rnduts: 'rnd-1', encstr: 'enc-1' });
    expect(server.requests).toHaveLength(0);
  });

  it('asks when they are not', async () => {
    setUp({});
    server.handle((_request, response) =>
      sendJson(response, 200, { data: { _ss_i: 'S', _rr_n_dts: 'R', _en_cs: 'E' } }),
    );
    expectSuccess(await client.ensureHandshake());
    expect(server.requests).toHaveLength(1);
  });
});

describe('expired handshake', () => {
  const refuse = (response: Parameters<Parameters<TestServer['handle']>[0]>[1]) =>
    sendJson(response, 401, {
      success: false,
      responseCode: 401,
      code: 'HANDSHAKE_INVALID',
      message: 'Handshake data has expired. Call /webservices/handshaking again.',
    });
  const issue = (response: Parameters<Parameters<TestServer['handle']>[0]>[1]) =>
    sendJson(response, 200, { data: { _ss_i: 'S2', _rr_n_dts: 'R2', _en_cs: 'E2' } });

  it('renews the values once and retries the call', async () => {
    server.handle((request, response) => {
      if (request.path === '/webservices/handshaking') return issue(response);
      if (request.headers.sessionid === 'S2') return echo(request, response);
      return refuse(response);
    });
    const result = expectSuccess(
      await client.call('contactUs', {
        body: { subject: 'Hi', name: 'Ana', description: 'Hello' },
      }),
    );
    expect(result.data).toEqual({ method: 'POST', path: '/webservices/contactus' });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/webservices/contactus',
      '/webservices/handshaking',
      '/webservices/contactus',
    ]);
    expect(JSON.parse(server.requests[2]?.body ?? '')).toEqual({
      subject: 'Hi',
      name: 'Ana',
      description: 'Hello',
    });
    expect(storage.session.getItem('_ss_i')).toBe('S2');
    expect(events).toEqual([]);
  });

  it('names the refused values when it asks for new ones', async () => {
    const refused = { sessionid: 'S1', rnduts: 'R1', encstr: 'E1' };
    storage.session.setItem('_ss_i', refused.sessionid);
    storage.session.setItem('_rr_n_dts', refused.rnduts);
    storage.session.setItem('_en_cs', refused.encstr);
    server.handle((request, response) => {
      if (request.path === '/webservices/handshaking') return issue(response);
      if (request.headers.sessionid === 'S2') return echo(request, response);
      return refuse(response);
    });
    expectSuccess(await client.getConfig());
    const [renewal] = server.requests.filter((r) => r.path === '/webservices/handshaking');
    expect(renewal?.headers).toMatchObject(refused);
  });

  it('gives up after one retry', async () => {
    server.handle((request, response) =>
      request.path === '/webservices/handshaking' ? issue(response) : refuse(response),
    );
    const failure = expectFailure(await client.getConfig());
    expect(failure.status).toBe(401);
    expect(failure.error.code).toBe('HANDSHAKE_INVALID');
    expect(server.requests).toHaveLength(3);
    expect(events.map((event) => event.type)).toEqual(['Timeout', 'showApiFailAlert']);
  });

  it('renews once for calls that fail together', async () => {
    server.handle((request, response) => {
      if (request.path === '/webservices/handshaking') return issue(response);
      if (request.headers.sessionid === 'S2') return echo(request, response);
      return refuse(response);
    });
    const results = await Promise.all([
      client.getConfig(),
      client.getBanners(),
      client.getConfig(),
    ]);
    expect(results.every((result) => result.ok)).toBe(true);
    const handshakes = server.requests.filter((r) => r.path === '/webservices/handshaking');
    expect(handshakes).toHaveLength(1);
  });
});

describe('handshake precondition', () => {
  it.each(['_ss_i', '_rr_n_dts', '_en_cs'])(
    'fails without calling the server when %s is missing',
    async (missing) => {
      const session: Record<string, string> = {
        ...HANDSHAKE,
        accountId: 'ACC-1',
        persistantcartid: 'CART-1',
        customerSessionId: 'CS-1',
      };
      delete session[missing];
      setUp(session);
      const failure = expectFailure(await client.getConfig());
      expect(server.requests).toHaveLength(0);
      expect(failure.isApiFailed).toBe(true);
      expect(failure.showApiFailAlert).toBe(true);
      expect(failure.error.message).toBe('Handshake Data not available');
      expect(failure.error.kind).toBe('handshake');
      expect(events).toEqual([
        {
          type: 'Timeout',
          error: failure.error,
          accountId: 'ACC-1',
          persistantcartid: 'CART-1',
          customerSessionId: 'CS-1',
        },
        { type: 'showApiFailAlert', error: failure.error },
      ]);
    },
  );

  it('lets calls made while the tab asks for its handshake wait for it, with one request', async () => {
    setUp({});
    writeAccessToken(storage, 'token-1');
    server.handle((request, response) =>
      request.path === '/webservices/handshaking'
        ? sendJson(response, 200, { data: { _ss_i: 'S', _rr_n_dts: 'R', _en_cs: 'E' } })
        : echo(request, response),
    );
    const starting = client.ensureHandshake();
    const [customer, config] = await Promise.all([client.getCustomer(), client.getConfig()]);
    expectSuccess(await starting);
    expect(expectSuccess(customer).data).toEqual({
      method: 'GET',
      path: '/webservices/getcustomer',
    });
    expectSuccess(config);
    expect(server.requests.map((request) => request.path)).toEqual([
      '/webservices/handshaking',
      '/webservices/getcustomer',
      '/services/configlist',
    ]);
    expect(server.requests[1]?.headers.sessionid).toBe('S');
    expect(server.requests[1]?.headers['x-auth-token']).toBe('token-1');
    expect(events).toEqual([]);
  });

  it("fails a waiting call with the handshake's own failure, reported once", async () => {
    setUp({});
    server.handle((request, response) =>
      request.path === '/webservices/handshaking'
        ? sendJson(response, 503, { message: 'Service unavailable' })
        : echo(request, response),
    );
    const starting = client.ensureHandshake();
    const failure = expectFailure(await client.getConfig());
    expectFailure(await starting);
    expect(failure.status).toBe(503);
    expect(server.requests.map((request) => request.path)).toEqual(['/webservices/handshaking']);
    expect(events.map((event) => event.type)).toEqual(['Timeout', 'showApiFailAlert']);
  });

  it('treats an empty stored value as missing', async () => {
    setUp({ ...HANDSHAKE, _en_cs: '' });
    expect(expectFailure(await client.getConfig()).error.message).toBe(
      'Handshake Data not available',
    );
  });

  it('lets the PKCE challenge through without handshake values', async () => {
    setUp({});
    expectSuccess(await client.getPkceChallenge(server.baseUrl));
    expect(lastRequest().path).toBe('/api/get-pkce-challenge');
    // The page to come back to and the screen travel in the query.
    expectSuccess(
      await client.getPkceChallenge(server.baseUrl, { returnTo: '/cart?x=1', screen: 'create' }),
    );
    expect(lastRequest().path).toBe('/api/get-pkce-challenge');
    expect(Object.fromEntries(lastRequest().query)).toEqual({
      returnTo: '/cart?x=1',
      screen: 'create',
    });
  });
});

describe('common headers', () => {
  it('sends JSON headers and the three handshake values', async () => {
    expectSuccess(await client.getConfig());
    const { headers } = lastRequest();
    expect(headers.accept).toBe('application/json');
    expect(headers['content-type']).toBe('application/json');
    expect(headers.sessionid).toBe('sess-1');
    expect(headers.rnduts).toBe('rnd-1');
    expect(headers.encstr).toBe('enc-1');
  });

  it('sends the alternate order location first', async () => {
    setUp({ ...HANDSHAKE, alternateOrderLocationId: 'ALT-9', _lo_No: 'LOC-1' });
    await client.getConfig();
    expect(lastRequest().headers['x-location-id']).toBe('ALT-9');
  });

  it('falls back to the stored location number, session then local storage', async () => {
    setUp({ ...HANDSHAKE, _lo_No: 'LOC-1' });
    storage.local.setItem('_lo_No', 'LOC-LOCAL');
    await client.getConfig();
    expect(lastRequest().headers['x-location-id']).toBe('LOC-1');

    setUp();
    storage.local.setItem('_lo_No', 'LOC-LOCAL');
    await client.getConfig();
    expect(lastRequest().headers['x-location-id']).toBe('LOC-LOCAL');
  });

  it('sends the location number and alternate location written through the storage helpers', async () => {
    writeLocationNumber(storage, '1003');
    expect(storage.session.getItem('_lo_No')).toBe('1003');
    expect(storage.local.getItem('_lo_No')).toBe('1003');
    await client.filterProducts({});
    expect(lastRequest().headers['x-location-id']).toBe('1003');
    expect(JSON.parse(lastRequest().body)).toEqual({ locationNumber: '1003' });

    writeAlternateOrderLocationId(storage, '1005');
    await client.getConfig();
    expect(lastRequest().headers['x-location-id']).toBe('1005');
    writeAlternateOrderLocationId(storage, null);
    expect(storage.session.getItem('alternateOrderLocationId')).toBeNull();

    writeLocationNumber(storage, null);
    expect(storage.session.getItem('_lo_No')).toBeNull();
    expect(storage.local.getItem('_lo_No')).toBeNull();
    await client.getConfig();
    expect(lastRequest().headers['x-location-id']).toBeUndefined();
  });

  it('sends no location header when none is known', async () => {
    await client.getConfig();
    expect(lastRequest().headers['x-location-id']).toBeUndefined();
  });

  it('sends the stored token on authenticated calls only', async () => {
    writeAccessToken(storage, 'tok-123');
    expect(storage.local.getItem('accessToken')).toBe('{"accessToken":"tok-123"}');
    await client.getCustomer();
    expect(lastRequest().headers['x-auth-token']).toBe('tok-123');
    await client.getConfig();
    expect(lastRequest().headers['x-auth-token']).toBeUndefined();
  });

  it('sends no token when local storage holds something else', async () => {
    storage.local.setItem('accessToken', 'not-json');
    await client.getCustomer();
    expect(lastRequest().headers['x-auth-token']).toBeUndefined();
    storage.local.setItem('accessToken', JSON.stringify({ token: 'x' }));
    await client.getCustomer();
    expect(lastRequest().headers['x-auth-token']).toBeUndefined();
  });

  it('sends the API key on PUT calls only', async () => {
    setUp(HANDSHAKE, { apiKey: 'key-42' });
    await client.call('updateAccount', {
      body: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        gender: 'female',
        birthDay: 1,
        birthMonth: 2,
        birthYear: 1990,
      },
    });
    expect(lastRequest().method).toBe('PUT');
    expect(lastRequest().headers['x-api-key']).toBe('key-42');
    await client.createAddress({});
    expect(lastRequest().headers['x-api-key']).toBeUndefined();
  });

  it('applies extra headers last', async () => {
    await client.call('configList', {
      headers: { 'Idempotency-Key': 'abc', Accept: 'text/plain' },
    });
    expect(lastRequest().headers['idempotency-key']).toBe('abc');
    expect(lastRequest().headers.accept).toBe('text/plain');
  });
});

describe('failed requests', () => {
  const session = {
    ...HANDSHAKE,
    accountId: 'ACC-1',
    persistantcartid: 'CART-1',
    customerSessionId: 'CS-1',
  };

  it('returns showApiFailAlert with the error and sends Timeout and alert events', async () => {
    setUp(session);
    server.handle((_request, response) =>
      sendJson(response, 500, { success: false, responseCode: 500, message: 'Database down' }),
    );
    const failure = expectFailure(await client.getBanners());
    expect(failure).toMatchObject({ isApiFailed: true, showApiFailAlert: true, status: 500 });
    expect(failure.error).toMatchObject({
      kind: 'http',
      message: 'Database down',
      status: 500,
      method: 'GET',
      path: '/v3/dopservice/b2c/home/bannerlist',
    });
    expect(failure.error.messageKey).toBeUndefined();
    expect(events).toEqual([
      {
        type: 'Timeout',
        error: failure.error,
        accountId: 'ACC-1',
        persistantcartid: 'CART-1',
        customerSessionId: 'CS-1',
      },
      { type: 'showApiFailAlert', error: failure.error },
    ]);
  });

  it('sends no alert for a call whose caller shows its failure itself, the other events still', async () => {
    setUp(session);
    server.handle((_request, response) =>
      sendJson(response, 503, { success: false, responseCode: 503, message: 'Try again' }),
    );
    const failure = expectFailure(await client.call('configList', { alert: false }));
    expect(failure).toMatchObject({ isApiFailed: true, status: 503 });
    expect(events.map((event) => event.type)).toEqual(['Timeout']);
    server.handle(() => undefined);
    const controller = new AbortController();
    const pending = client.call('configList', { signal: controller.signal, alert: false });
    controller.abort();
    expect(expectFailure(await pending).error.kind).toBe('network');
    expect(events.map((event) => event.type)).toEqual(['Timeout', 'Timeout']);
  });

  it('reports null ids when the visit has none', async () => {
    server.handle((_request, response) => sendJson(response, 502, {}));
    await client.getBanners();
    expect(events[0]).toMatchObject({
      type: 'Timeout',
      accountId: null,
      persistantcartid: null,
      customerSessionId: null,
    });
  });

  it('uses the generic server message for a 5xx without one', async () => {
    server.handle((_request, response) => {
      response.writeHead(503);
      response.end();
    });
    const failure = expectFailure(await client.getBanners());
    expect(failure.error.message).toBe('Something went to wrong on server, please try again');
    expect(failure.error.messageKey).toBe('serverError');
  });

  it('uses the fallback message for a 4xx without one', async () => {
    server.handle((_request, response) => sendJson(response, 404, {}));
    expect(expectFailure(await client.getBanners()).error.message).toBe(
      'Something went wrong with this request',
    );
  });

  it('carries the fields a validation error names', async () => {
    server.handle((_request, response) =>
      sendJson(response, 400, {
        success: false,
        responseCode: 400,
        code: 'VALIDATION',
        message: 'Invalid request',
        errors: [{ field: 'zipcode', message: 'Zip is required.' }],
      }),
    );
    const failure = expectFailure(await client.createAddress({ zipcode: '' }));
    expect(failure.error.code).toBe('VALIDATION');
    expect(failure.error.fieldErrors).toEqual([{ field: 'zipcode', message: 'Zip is required.' }]);
  });

  it('fails on a success status whose body is not JSON', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>maintenance</html>');
    });
    const failure = expectFailure(await client.getConfig());
    expect(failure.error.kind).toBe('parse');
    expect(failure.status).toBe(200);
  });

  it('reports a call with no answer in time as a timeout', async () => {
    setUp(HANDSHAKE);
    client = createApiClient({
      baseUrl: server.baseUrl,
      storage,
      onEvent: (event) => events.push(event),
      timeoutMs: 100,
    });
    server.handle(() => undefined);
    const failure = expectFailure(await client.getConfig());
    expect(failure.error.kind).toBe('timeout');
    expect(failure.status).toBe(0);
    expect(events.map((event) => event.type)).toEqual(['Timeout', 'showApiFailAlert']);
  });

  it('reports a call cancelled by the caller as a failure', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const pending = client.call('configList', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(expectFailure(await pending).error.kind).toBe('network');
  });

  it('never rejects when an event listener throws', async () => {
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      client = createApiClient({
        baseUrl: server.baseUrl,
        storage,
        onEvent: () => {
          throw new Error('listener broke');
        },
      });
      server.handle((_request, response) => sendJson(response, 500, {}));
      expect(expectFailure(await client.getConfig()).status).toBe(500);
      expect(errors).toHaveLength(2);
    } finally {
      console.error = originalError;
    }
  });
});

describe('session expiry', () => {
  it('logs out with the spec message on a 440 while a token exists', async () => {
    writeAccessToken(storage, 'tok-1');
    server.handle((_request, response) =>
      sendJson(response, 440, { success: false, responseCode: 440, message: 'Session expired' }),
    );
    const failure = expectFailure(await client.getCustomer());
    expect(failure.sessionExpired).toBe(true);
    expect(events[0]).toEqual({
      type: 'logout',
      reason: 'sessionexpired',
      message: SESSION_EXPIRED,
      messageKey: 'sessionExpired',
    });
    expect(events.map((event) => event.type)).toEqual(['logout', 'Timeout', 'showApiFailAlert']);
  });

  it('reads responseCode 440 from the envelope too', async () => {
    writeAccessToken(storage, 'tok-1');
    server.handle((_request, response) =>
      sendJson(response, 200, { success: false, responseCode: 440 }),
    );
    const failure = expectFailure(await client.getCustomer());
    expect(failure.status).toBe(440);
    expect(events[0]).toEqual({
      type: 'logout',
      reason: 'sessionexpired',
      message: SESSION_EXPIRED,
      messageKey: 'sessionExpired',
    });
  });

  it('does not log out a visitor who has no token', async () => {
    server.handle((_request, response) => sendJson(response, 440, { responseCode: 440 }));
    const failure = expectFailure(await client.getCustomer());
    expect(failure.sessionExpired).toBeUndefined();
    expect(events.some((event) => event.type === 'logout')).toBe(false);
  });
});

describe('DELETE and token quirks', () => {
  const ADDRESS_ID = '0b7e7f3c-5d1e-4c61-9a56-3f1f8f0b2a10';

  it('asks for a reload when a DELETE is refused as Forbidden', async () => {
    server.handle((_request, response) => sendJson(response, 403, { success: false }));
    const failure = expectFailure(await client.call('deleteAddress', { body: { id: ADDRESS_ID } }));
    expect(failure.status).toBe(403);
    expect(failure.reload).toBe(true);
    expect(events[0]).toEqual({ type: 'reload', error: failure.error });
  });

  it('asks for a reload when a 403 to a DELETE carries no status text (HTTP/2 has none)', async () => {
    server.handle((_request, response) => {
      response.writeHead(403, '', { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: false, code: 'FORBIDDEN', message: 'Not yours.' }));
    });
    const failure = expectFailure(
      await client.call('mixPackDelete', { query: { mixPackId: ADDRESS_ID, lang: 'en-us' } }),
    );
    expect(failure.reload).toBe(true);
    expect(events.filter((event) => event.type === 'reload')).toEqual([
      { type: 'reload', error: failure.error },
    ]);
  });

  it('does not reload for another refusal of a DELETE', async () => {
    server.handle((_request, response) => sendJson(response, 404, { success: false }));
    const failure = expectFailure(await client.call('deleteAddress', { body: { id: ADDRESS_ID } }));
    expect(failure.reload).toBeUndefined();
    expect(events.some((event) => event.type === 'reload')).toBe(false);
  });

  it('does not reload for a Forbidden answer to other methods', async () => {
    server.handle((_request, response) => sendJson(response, 403, { success: false }));
    await client.createAddress({});
    expect(events.some((event) => event.type === 'reload')).toBe(false);
  });

  it('sends the body of a DELETE', async () => {
    expectSuccess(await client.call('deleteAddress', { body: { id: ADDRESS_ID } }));
    expect(lastRequest().method).toBe('DELETE');
    expect(JSON.parse(lastRequest().body)).toEqual({ id: ADDRESS_ID });
  });

  it('reports status 404 for a DELETE that gets no response', async () => {
    server.handle((_request, response) => response.socket?.destroy());
    const failure = expectFailure(
      await client.call('deletePaymentAccount', { body: { id: ADDRESS_ID } }),
    );
    expect(failure.status).toBe(404);
    expect(failure.error.kind).toBe('network');
  });

  it('reports status 0 for another call that gets no response', async () => {
    server.handle((_request, response) => response.socket?.destroy());
    const failure = expectFailure(await client.getConfig());
    expect(failure.status).toBe(0);
    expect(failure.error.kind).toBe('network');
  });

  it("raises the invalid-token event when the server answers 'Invalid token.'", async () => {
    server.handle((_request, response) => {
      response.writeHead(401, { 'Content-Type': 'text/plain' });
      response.end('Invalid token.');
    });
    const failure = expectFailure(await client.getCustomer());
    expect(failure.error.message).toBe('Invalid token.');
    expect(events[0]).toEqual({ type: 'invalidToken', error: failure.error });
  });

  it("raises it for an 'Invalid token.' envelope message too", async () => {
    server.handle((_request, response) =>
      sendJson(response, 401, { success: false, message: 'Invalid token.' }),
    );
    const failure = expectFailure(await client.getCustomer());
    expect(failure.error.messageKey).toBe('invalidToken');
    expect(events[0]?.type).toBe('invalidToken');
  });
});

describe('calls of known shape', () => {
  const cart: CartLine[] = [
    { productId: 'P-1', title: 'Crunch Chips', price: 499, quantity: 2 },
    {
      productId: 'MYOMP-30-1',
      title: 'My Mix',
      quantity: 1,
      multipackList: [{ productId: 'P-2', price: 65, quantity: 30 }],
    },
  ];

  it('1. gets the persisted cart with email, accountId and isAuth', async () => {
    setUp({ ...HANDSHAKE, accountId: 'ACC-1', _lo_No: 'LOC-3' });
    writeAccessToken(storage, 'tok-1');
    server.handle((_request, response) =>
      sendJson(response, 200, {
        success: true,
        data: { persistCartId: 'PC-1', persistCartData: cart },
      }),
    );
    const result = expectSuccess(await client.getPersistedCart({ email: 'ana@example.com' }));
    expect(result.success).toBe(true);
    expect(result.data.persistCartId).toBe('PC-1');
    expect(result.data.persistCartData).toEqual(cart);
    const request = lastRequest();
    expect(request.path).toBe('/v3/dopservice/b2c/getcartwebdata');
    expect(Object.fromEntries(request.query)).toEqual({
      email: 'ana@example.com',
      accountId: 'ACC-1',
      isAuth: 'true',
    });
    expect(request.headers['x-auth-token']).toBe('tok-1');
    expect(request.headers['x-location-id']).toBe('LOC-3');
  });

  it('2. saves the persisted cart with cartamount from cart math', async () => {
    setUp({ ...HANDSHAKE, alternateOrderLocationId: 'ALT-1' }, { apiKey: 'key-1' });
    await client.updatePersistedCart({
      email: 'ana@example.com',
      accountId: 'ACC-9',
      isAuth: false,
      persistCartData: cart,
    });
    const request = lastRequest();
    expect(request.method).toBe('PUT');
    expect(request.path).toBe('/v3/dopservice/b2c/savecartwebdata');
    expect(request.headers['x-location-id']).toBe('ALT-1');
    expect(request.headers['x-api-key']).toBe('key-1');
    // 499 × 2 + (65 × 30) × 1 = 2948 cents
    expect(JSON.parse(request.body)).toEqual({
      persistCartData: cart,
      email: 'ana@example.com',
      accountId: 'ACC-9',
      isAuth: false,
      cartamount: 29.48,
    });
  });

  it('3. identifies a social user by email', async () => {
    await client.identifySocialUser('ana@example.com');
    expect(lastRequest().path).toBe('/v3/dopservice/b2c/usersExists');
    expect(lastRequest().query.get('email')).toBe('ana@example.com');
  });

  it('4. gets the labels of a location', async () => {
    await client.getLabels('LOC-5');
    expect(lastRequest().path).toBe('/services/labelslist');
    expect(lastRequest().query.get('locationNumber')).toBe('LOC-5');
    setUp({ ...HANDSHAKE, _lo_No: 'LOC-7' });
    await client.getLabels();
    expect(lastRequest().query.get('locationNumber')).toBe('LOC-7');
  });

  it('5, 7, 8, 9. reads config, multipack config, banners and the customer', async () => {
    await client.getConfig();
    await client.getMultipackConfig();
    await client.getBanners();
    await client.getCustomer();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /services/configlist',
      'GET /v3/dopservice/b2c/multipack/getconfig',
      'GET /v3/dopservice/b2c/home/bannerlist',
      'GET /webservices/getcustomer',
    ]);
  });

  it('6. sorts the navigation by menuSeq', async () => {
    const items = [
      { label: 'Brands', menuSeq: 3 },
      { label: 'Unsorted' },
      { label: 'Snacks', menuSeq: 1 },
      { label: 'Variety', menuSeq: 2 },
    ];
    server.handle((_request, response) => sendJson(response, 200, { data: { data: items } }));
    const nested = expectSuccess(await client.getNavigation());
    expect(nested.data.map((item) => item.label)).toEqual([
      'Snacks',
      'Variety',
      'Brands',
      'Unsorted',
    ]);

    server.handle((_request, response) => sendJson(response, 200, { data: items }));
    const flat = expectSuccess(await client.getNavigation());
    expect(flat.data.map((item) => item.label)).toEqual([
      'Snacks',
      'Variety',
      'Brands',
      'Unsorted',
    ]);
    expect(lastRequest().path).toBe('/v3/dopservice/b2c/navigationlist');
  });

  it('10. filters products for a location', async () => {
    setUp({ ...HANDSHAKE, _lo_No: 'LOC-2' });
    await client.filterProducts({ brand: ['crunchy'] });
    expect(lastRequest().method).toBe('POST');
    expect(JSON.parse(lastRequest().body)).toEqual({ brand: ['crunchy'], locationNumber: 'LOC-2' });
  });

  it('11. registers a user with sourceID and the visit loyalty id', async () => {
    setUp({ ...HANDSHAKE, loyaltyId: 'LOY-1' });
    const profile = {
      email: 'ana@example.com',
      password: 'Secret#123',
      firstName: 'Ana',
      lastName: 'Ruiz',
      sourceID: 'snacks',
    };
    await client.registerUser(profile);
    expect(lastRequest().path).toBe('/webservices/createcustomer');
    expect(JSON.parse(lastRequest().body)).toEqual({ ...profile, loyaltyId: 'LOY-1' });

    setUp();
    await client.registerUser(profile);
    expect(JSON.parse(lastRequest().body)).toEqual(profile);
  });

  it('12. creates an address with the token', async () => {
    writeAccessToken(storage, 'tok-1');
    await client.createAddress({ city: 'Austin' });
    expect(lastRequest().path).toBe('/webservices/createaddress');
    expect(lastRequest().headers['x-auth-token']).toBe('tok-1');
  });

  it('13. takes the PKCE challenge from the given base', async () => {
    const other = await startTestServer();
    try {
      other.handle((_request, response) =>
        sendJson(response, 200, { data: { codeChallenge: 'abc' } }),
      );
      const result = expectSuccess(await client.getPkceChallenge(`${other.baseUrl}/`));
      expect(result.data).toEqual({ codeChallenge: 'abc' });
      expect(other.requests[0]?.path).toBe('/api/get-pkce-challenge');
      expect(server.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('14. starts the forgot-password flow', async () => {
    await client.forgotPassword({ email: 'ana@example.com' });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().path).toBe('/webservices/forgotpassword');
    expect(JSON.parse(lastRequest().body)).toEqual({ email: 'ana@example.com' });
  });
});

describe('call', () => {
  it('reaches every path of the endpoint table with its method', async () => {
    const names = Object.keys(endpoints) as EndpointName[];
    // Any name, without the options some endpoints require: the echo server answers them all.
    const callAny = client.call as (name: EndpointName) => Promise<ApiResult<unknown>>;
    for (const name of names) {
      const result = expectSuccess(await callAny(name));
      expect(result.data).toEqual({ method: endpoints[name].method, path: endpoints[name].path });
    }
    expect(server.requests).toHaveLength(names.length);
  });

  it('builds the query string, repeating arrays and leaving out empty values', async () => {
    await client.call('queryProducts', {
      query: { q: 'salt & vinegar', page: 2, brand: ['a', 'b'], flavor: undefined },
    });
    expect(lastRequest().query.toString()).toBe('q=salt+%26+vinegar&page=2&brand=a&brand=b');
    expect(buildUrl('http://api.test/', '/p', { a: 1, none: undefined, nil: null })).toBe(
      'http://api.test/p?a=1',
    );
  });

  it('returns the data field and the envelope', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { success: false, message: 'No items', data: [] }),
    );
    const result = expectSuccess(await client.call('giftCardList'));
    expect(result.success).toBe(false);
    expect(result.message).toBe('No items');
    expect(result.data).toEqual([]);
    expect(result.envelope).toEqual({ success: false, message: 'No items', data: [] });
  });

  it('accepts an empty success answer', async () => {
    server.handle((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const result = expectSuccess(await client.call('removeToken'));
    expect(result.status).toBe(204);
    expect(result.data).toBeUndefined();
  });
});
