import { handshakeExemptPaths } from '@snackshop/commerce-core/api-client';
import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../http/envelope';
import type { ApiRoute, ErrorDoc } from '../http/route';

type JsonSchema = Record<string, unknown>;

/** Minimal typing of the parts of OpenAPI 3.1 this API produces. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, JsonSchema>;
  };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiParameter {
  name: string;
  in: 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  delete (json as { $schema?: string }).$schema;
  return json as JsonSchema;
};

/** Errors every operation can answer, documented once per operation. */
const commonErrors: ErrorDoc[] = [
  { status: 400, code: 'VALIDATION_FAILED', description: 'A field is missing or invalid.' },
  { status: 404, code: 'NOT_FOUND', description: 'An id names nothing we have.' },
];
/** Errors of every operation that takes a body (docs/api-conventions.md "Bodies"). */
const bodyErrors: ErrorDoc[] = [
  { status: 413, code: 'BODY_TOO_LARGE', description: 'The body is over 64 KiB; it is not read.' },
  {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    description: 'The body is not declared as JSON (Content-Type: application/json).',
  },
];
const handshakeError: ErrorDoc = {
  status: 401,
  code: 'HANDSHAKE_INVALID',
  description: 'The sessionId, rnduts or encstr header is missing, expired or forged.',
};

/**
 * Builds the OpenAPI 3.1 document from the route definitions: the same zod schemas that
 * validate requests describe them here, so the document cannot drift from the code.
 */
export function buildOpenApiDocument<D>(routes: readonly ApiRoute<D>[], serverUrl: string) {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const { method, path, authenticated } = route.endpoint;
    const needsHandshake = !handshakeExemptPaths.includes(path);
    const parameters: OpenApiParameter[] = [];
    if (route.query) {
      const querySchema = toSchema(route.query, 'input') as {
        properties?: Record<string, JsonSchema>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(querySchema.properties ?? {})) {
        const { description, ...rest } = schema as JsonSchema & { description?: string };
        parameters.push({
          name,
          in: 'query',
          required: querySchema.required?.includes(name) ?? false,
          schema: rest,
          ...(description ? { description } : {}),
        });
      }
    }
    parameters.push({
      name: 'X-Location-Id',
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description:
        'The location number (alternateOrderLocationId or the stored _lo_No): stock is that ' +
        'fulfilment location’s, every location’s together without it; one that is not a ' +
        'fulfilment location is a 400 naming X-Location-Id (docs/decisions/0033).',
    });
    const errors = [
      ...commonErrors,
      ...(route.body ? bodyErrors : []),
      ...(needsHandshake ? [handshakeError] : []),
    ];
    for (const extra of route.errors ?? []) {
      if (!errors.some((known) => known.status === extra.status)) errors.push(extra);
    }
    const responses: OpenApiOperation['responses'] = {
      [String(route.status ?? 200)]: {
        description: route.message ?? 'OK',
        content: {
          'application/json': { schema: toSchema(successEnvelopeSchema(route.response), 'output') },
        },
      },
    };
    for (const error of errors.sort((a, b) => a.status - b.status)) {
      const key = String(error.status);
      const description = responses[key]
        ? `${responses[key].description} ${error.description}`
        : `${error.code}: ${error.description}`;
      responses[key] = {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      };
    }
    const security: Record<string, string[]>[] = [];
    if (needsHandshake) {
      security.push(
        authenticated
          ? { sessionId: [], rnduts: [], encstr: [], authToken: [] }
          : { sessionId: [], rnduts: [], encstr: [] },
      );
    }
    const operation: OpenApiOperation = {
      operationId: route.operationId,
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(security.length ? { security } : { security: [] }),
      parameters,
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(route.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
  }

  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Snack Shop commerce API',
      version: '1.0.0',
      description:
        'Every call of the storefront. Responses use the envelope { success, responseCode, ' +
        'message, data }; errors add a stable code and, for validation, errors naming each ' +
        'field. Call GET /webservices/handshaking first and send its three values as the ' +
        'sessionId, rnduts and encstr headers. Money is integer cents (fields ending in Cents).',
    },
    servers: [{ url: serverUrl || '/' }],
    components: {
      securitySchemes: {
        sessionId: { type: 'apiKey', in: 'header', name: 'sessionId', description: '_ss_i' },
        rnduts: { type: 'apiKey', in: 'header', name: 'rnduts', description: '_rr_n_dts' },
        encstr: { type: 'apiKey', in: 'header', name: 'encstr', description: '_en_cs' },
        authToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
      },
      schemas: { ErrorEnvelope: toSchema(errorEnvelopeSchema, 'output') },
    },
    paths,
  };
  return document;
}
