import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { OpenApiDocument } from './openapi/document';
import { freshClientAddress, registerCustomer, signIn } from '../test/account-fixtures';
import { describeApi, type TestApi } from '../test/harness';
import {
  bodyWith,
  HOSTILE_FIELDS,
  pathsOf,
  sampleOf,
  type JsonSchemaNode,
} from '../test/schema-fuzz';

/** Values a careless or hostile client might send in a query string. */
const queryValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '-1',
    '0',
    '1e309',
    'NaN',
    '2147483648',
    "' or 1=1 --",
    '%00',
    '../../etc',
    'true',
    '[]',
    '{}',
  ),
  fc.integer().map(String),
  fc.string({ minLength: 200, maxLength: 3000 }),
);

/** Garbage JSON values and broken JSON text for bodies. */
const bodyText = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 3 }))
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '1e999', '{"__proto__":{"x":1}}', '\u0000'),
);

interface Operation {
  method: string;
  path: string;
  params: string[];
  hasBody: boolean;
  bodySchema: JsonSchemaNode | undefined;
}

async function operations(api: TestApi): Promise<Operation[]> {
  const doc = (await (await fetch(`${api.baseUrl}/openapi.json`)).json()) as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters.filter((p) => p.in === 'query').map((p) => p.name),
      hasBody: Boolean(op.requestBody),
      bodySchema: op.requestBody?.content['application/json'].schema as JsonSchemaNode | undefined,
    })),
  );
}

async function expectNoServerError(
  api: TestApi,
  op: Operation,
  query: Record<string, string>,
  body?: string,
  headers: Record<string, string> = {},
) {
  const url = new URL(op.path, api.baseUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.append(key, value);
  const response = await fetch(url, {
    method: op.method,
    headers: { 'Content-Type': 'application/json', ...api.headers(), ...headers },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  const context = `${op.method} ${url.pathname}${url.search} body=${body?.slice(0, 80)} → ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, context).toBeLessThan(500);
  expect(response.headers.get('content-type'), context).toContain('application/json');
  const json = JSON.parse(text) as { success: boolean; responseCode: number };
  expect(json.responseCode, context).toBe(response.status);
  if (response.status >= 400) expect(json.success, context).toBe(false);
  return response.status;
}

describeApi('bad input, every operation of /openapi.json', (api) => {
  it('documents at least the catalogue, search, content and engagement operations', async () => {
    expect((await operations(api())).length).toBeGreaterThanOrEqual(25);
  });

  // 30 generated requests for each operation: about 20 s on a quiet 2-core machine, several
  // times that on a busy one, hence its own time limit.
  it('never answers 5xx to generated query strings and bodies', async () => {
    for (const op of await operations(api())) {
      const query = fc.dictionary(
        fc.oneof(
          fc.constantFrom(...(op.params.length ? op.params : ['x'])),
          fc.string({ maxLength: 10 }),
        ),
        queryValue,
        { maxKeys: 5 },
      );
      await fc.assert(
        fc.asyncProperty(query, fc.option(bodyText, { nil: undefined }), async (q, body) => {
          await expectNoServerError(api(), op, q, op.method === 'GET' ? undefined : body);
        }),
        { numRuns: 30, seed: 20_240_611 },
      );
    }
  }, 180_000);

  // Each documented body, one field at a time set to NUL, a string or nesting as large as the
  // body limit allows, or a wrong type, sent by a signed-in shopper: about 4,000 requests.
  it('never answers 5xx to a hostile value in any one field of any documented body', async () => {
    const customer = await registerCustomer(api());
    let sent = 0;
    for (const op of (await operations(api())).filter((o) => o.bodySchema)) {
      // A session of its own per operation: one that signs out spoils no other.
      const { headers } = await signIn(api(), customer.accountId);
      const body = sampleOf(op.bodySchema!);
      for (const path of pathsOf(body)) {
        for (const hostile of HOSTILE_FIELDS) {
          // From an address of its own each time: a per-address limit would stop the run short.
          await expectNoServerError(api(), op, {}, bodyWith(body, path, hostile.json), {
            ...headers,
            ...freshClientAddress(),
          });
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
  }, 300_000);

  it('refuses non-object and malformed bodies with 400 on every operation that takes a body', async () => {
    for (const op of (await operations(api())).filter((o) => o.hasBody)) {
      for (const body of ['{', '[]', '"text"', '42', 'null']) {
        const status = await expectNoServerError(api(), op, {}, body);
        expect(status, `${op.method} ${op.path} ${body}`).toBe(400);
      }
    }
  });
});
