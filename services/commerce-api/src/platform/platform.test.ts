import { runInNewContext } from 'node:vm';
import { endpoints } from '@snackshop/commerce-core/api-client';
import { THIRD_PARTY_STAND_IN_PATHS } from '@snackshop/commerce-core/constants';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { OpenApiDocument } from '../openapi/document';
import type { ApiRoute } from '../http/route';
import { errorEnvelopeSchema } from '../http/envelope';
import { describeApi, type TestResponse } from '../../test/harness';

/** The error envelope of an answer from a path outside the contract (the test probe). */
const refusalOf = (response: TestResponse) => errorEnvelopeSchema.parse(response.body);

let clock = new Date('2030-01-01T00:00:00Z');

/** A probe operation (outside the contract) so the shared validation layer is tested on its own. */
const probe: ApiRoute = {
  endpoint: { method: 'POST', path: '/test/probe', authenticated: false },
  operationId: 'probe',
  tag: 'Test',
  summary: 'Echo a validated body',
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  body: z.object({ email: z.email(), shipping: z.object({ zipcode: z.string().length(5) }) }),
  response: z.object({ email: z.string(), page: z.number() }),
  handler: async ({ body, query }) => ({
    email: (body as { email: string }).email,
    page: (query as { page: number }).page,
  }),
};

/** A probe whose answer breaks its own response schema. */
const drifting: ApiRoute = {
  ...probe,
  endpoint: { method: 'POST', path: '/test/drifting', authenticated: false },
  operationId: 'drifting',
  handler: async () => ({ email: 'a@b.co', page: 'one' }),
};

describeApi(
  'platform',
  (api) => {
    it('issues three handshake values that expire and unlock other calls', async () => {
      const response = await api().call('handshaking');
      expect(response.status).toBe(200);
      const { _ss_i, _rr_n_dts, _en_cs, expiresAt } = response.body.data;
      expect(_ss_i).toMatch(/^[\w-]{22}$/);
      expect(_rr_n_dts).toMatch(/^\d+\.[\w-]{11}$/);
      expect(_en_cs).toMatch(/^[\w-]{43}$/);
      expect(new Date(expiresAt).getTime()).toBe(clock.getTime() + 12 * 3600 * 1000);
      const probeCall = await api().request('POST', '/test/probe', {
        body: { email: 'a@b.co', shipping: { zipcode: '12345' } },
        headers: { sessionId: _ss_i, rnduts: _rr_n_dts, encstr: _en_cs },
      });
      expect(probeCall.status).toBe(200);
      expect(probeCall.body).toEqual({
        success: true,
        responseCode: 200,
        message: 'OK',
        data: { email: 'a@b.co', page: 1 },
      });
    });

    it('refuses a call without handshake headers with 401 HANDSHAKE_INVALID', async () => {
      const response = await fetch(`${api().baseUrl}/test/probe`, { method: 'POST' });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        success: false,
        responseCode: 401,
        message: 'Handshake Data not available',
        code: 'HANDSHAKE_INVALID',
      });
    });

    it('refuses forged values: a signature from another session or a changed expiry', async () => {
      const { _ss_i, _rr_n_dts, _en_cs } = api().handshake;
      const other = (await api().call('handshaking')).body.data;
      const [expiry, nonce] = _rr_n_dts.split('.');
      const forgeries = [
        { sessionId: other._ss_i, rnduts: _rr_n_dts, encstr: _en_cs },
        { sessionId: _ss_i, rnduts: `${Number(expiry) + 3600}.${nonce}`, encstr: _en_cs },
        {
          sessionId: _ss_i,
          rnduts: _rr_n_dts,
          encstr:
            `${_en_cs.slice(0, -1)}A` === _en_cs
              ? `${_en_cs.slice(0, -1)}B`
              : `${_en_cs.slice(0, -1)}A`,
        },
      ];
      for (const headers of forgeries) {
        const response = await api().request('POST', '/test/probe', { body: {}, headers });
        expect(response.status).toBe(401);
        expect(refusalOf(response).code).toBe('HANDSHAKE_INVALID');
        expect(refusalOf(response).message).toBe(
          'Handshake data is not valid. Call /webservices/handshaking again.',
        );
      }
    });

    it('refuses malformed handshake values', async () => {
      const response = await api().request('POST', '/test/probe', {
        body: {},
        headers: { sessionId: 'short', rnduts: 'x', encstr: 'y' },
      });
      expect(response.status).toBe(401);
      expect(refusalOf(response).message).toBe(
        'Handshake data is malformed. Call /webservices/handshaking again.',
      );
    });

    it('accepts values until their expiry and refuses them from that second on', async () => {
      const issuedAt = clock;
      const fresh = (await api().call('handshaking')).body.data;
      const headers = { sessionId: fresh._ss_i, rnduts: fresh._rr_n_dts, encstr: fresh._en_cs };
      const body = { email: 'a@b.co', shipping: { zipcode: '12345' } };
      clock = new Date(issuedAt.getTime() + 12 * 3600 * 1000 - 1000);
      expect((await api().request('POST', '/test/probe', { body, headers })).status).toBe(200);
      clock = new Date(issuedAt.getTime() + 12 * 3600 * 1000);
      const expired = await api().request('POST', '/test/probe', { body, headers });
      expect(expired.status).toBe(401);
      expect(refusalOf(expired).message).toBe(
        'Handshake data has expired. Call /webservices/handshaking again.',
      );
      clock = issuedAt;
    });

    it('answers malformed JSON with 400 naming the body', async () => {
      const response = await api().request('POST', '/test/probe', { body: '{"email": ' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        responseCode: 400,
        message: 'Malformed JSON body.',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'body', message: 'The body is not valid JSON.' }],
      });
    });

    it('names each invalid body and query field, nested ones by dotted path', async () => {
      const response = await api().request('POST', '/test/probe', {
        query: { page: 0 },
        body: { email: 'nope', shipping: { zipcode: '123' } },
      });
      expect(response.status).toBe(400);
      expect(refusalOf(response).errors?.map((error) => error.field)).toEqual(['page']);
      const bodyErrors = await api().request('POST', '/test/probe', {
        body: { email: 'nope', shipping: { zipcode: '123' } },
      });
      expect(refusalOf(bodyErrors).errors?.map((error) => error.field)).toEqual([
        'email',
        'shipping.zipcode',
      ]);
      const missing = await api().request('POST', '/test/probe', { body: {} });
      expect(refusalOf(missing).errors).toContainEqual({
        field: 'email',
        message: 'email is required.',
      });
    });

    it('refuses a body over 64 KiB with 413 naming the body', async () => {
      const response = await api().request('POST', '/test/probe', {
        body: JSON.stringify({ email: 'x'.repeat(64 * 1024) }),
      });
      expect(response.status).toBe(413);
      expect(refusalOf(response).code).toBe('BODY_TOO_LARGE');
      expect(refusalOf(response).errors?.[0]?.field).toBe('body');
    });

    it('answers unknown routes with 404 JSON and wrong methods with 405 and Allow', async () => {
      const unknown = await api().get('/v3/dopservice/b2c/nothing-here');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      const wrongMethod = await api().request('DELETE', endpoints.handshaking.path);
      expect(wrongMethod.status).toBe(405);
      expect(wrongMethod.headers.get('allow')).toBe('GET');
    });

    it('fails an answer outside its response schema under test, naming the field', async () => {
      const errors: unknown[] = [];
      const log = console.error;
      console.error = (...args: unknown[]) => errors.push(args[0]);
      try {
        const response = await api().request('POST', '/test/drifting', {
          body: { email: 'a@b.co', shipping: { zipcode: '12345' } },
        });
        expect(response.status).toBe(500);
      } finally {
        console.error = log;
      }
      expect(String(errors[0])).toContain('drifting answered outside its contract');
      expect(String(errors[0])).toContain('page: Invalid input: expected number, received string');
    });

    it('reports health and readiness with the database reachable', async () => {
      expect((await fetch(`${api().baseUrl}/healthz`)).status).toBe(200);
      const ready = await fetch(`${api().baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ data: { database: 'up' } });
    });

    it('documents every mounted operation in /openapi.json and renders a docs page', async () => {
      const document = (await (
        await fetch(`${api().baseUrl}/openapi.json`)
      ).json()) as OpenApiDocument;
      expect(document.openapi).toBe('3.1.0');
      const probeDoc = document.paths['/test/probe']?.post;
      expect(probeDoc?.requestBody?.content['application/json'].schema).toMatchObject({
        type: 'object',
        required: ['email', 'shipping'],
      });
      expect(probeDoc?.parameters.map((p) => p.name)).toContain('page');
      expect(Object.keys(probeDoc?.responses ?? {})).toEqual([
        '200',
        '400',
        '401',
        '404',
        '413',
        '415',
      ]);
      expect(document.paths[endpoints.handshaking.path]?.get?.security).toEqual([]);
      const docs = await fetch(`${api().baseUrl}/docs`);
      expect(docs.headers.get('content-type')).toContain('text/html');
      const html = await docs.text();
      expect(html).toContain('<title>Snack Shop commerce API reference</title>');
      expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
    });

    it('serves the third-party stand-ins outside production: scripts that say they ran and keep the tag events', async () => {
      const answer = await fetch(`${api().baseUrl}${THIRD_PARTY_STAND_IN_PATHS.tagManager}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/javascript');
      const attributes: Record<string, string> = {};
      const page = {
        dataLayer: [{ event: 'page_view' }] as unknown[],
        snackshopStandIns: undefined as undefined | Record<string, { events?: unknown[] }>,
        document: {
          documentElement: {
            setAttribute: (name: string, value: string) => (attributes[name] = value),
          },
        },
      };
      runInNewContext(await answer.text(), { window: page, document: page.document });
      page.dataLayer.push({ event: 'add_to_cart' });
      expect(page.snackshopStandIns?.tagManager?.events).toEqual([
        { event: 'page_view' },
        { event: 'add_to_cart' },
      ]);
      expect(attributes).toEqual({ 'data-stand-in-tag-manager': 'loaded' });
      for (const path of Object.values(THIRD_PARTY_STAND_IN_PATHS)) {
        expect((await fetch(`${api().baseUrl}${path}`)).status).toBe(200);
      }
    });
  },
  { seed: false, app: { routes: [probe, drifting], now: () => clock } },
);
