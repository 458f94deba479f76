import { endpoints, type EndpointDefinition } from '@snackshop/commerce-core/api-client';
import { endpointSchemas, type ContractEndpointName } from '@snackshop/commerce-core/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { DomainError, FieldError } from './errors';
import type { HandshakeSession } from './handshake';
import type { PreparedJson } from './prepared-json';

/** Hono context variables set by the shared middleware. */
interface AppVariables {
  session: HandshakeSession | null;
}
export type AppEnv = { Variables: AppVariables };

/**
 * What a handler receives. `D` is what the app gives the handler (its database, clock and
 * services): the handler's domain names it, so this layer knows no domain.
 */
export interface HandlerInput<Q, B, D = unknown> {
  c: Context<AppEnv>;
  query: Q;
  body: B;
  deps: D;
  /** The verified handshake session (null only on handshake-exempt routes). */
  session: HandshakeSession | null;
}

/** A documented error answer of a route, listed in the OpenAPI document. */
export interface ErrorDoc {
  status: number;
  code: string;
  description: string;
}

/**
 * One mounted API operation: its endpoint and schemas (both from commerce-core's contract),
 * its documentation and its handler. The app mounts it, validates its input and wraps its
 * answer in the envelope; the OpenAPI document is generated from the same definition.
 */
export interface ApiRoute<D = unknown> {
  endpoint: EndpointDefinition;
  /** OpenAPI operation id: the endpoint's name in the contract. */
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Success status (200, or 201 when the call creates something). */
  status?: 200 | 201;
  message?: string;
  errors?: ErrorDoc[];
  /** Turns body field errors into another refusal (a 422 business rule) instead of the 400. */
  bodyErrors?: (errors: FieldError[], raw: unknown) => DomainError | null;
  handler: (input: HandlerInput<unknown, unknown, D>) => Promise<unknown>;
}

type Schemas = typeof endpointSchemas;
type Parsed<N extends ContractEndpointName, K extends 'query' | 'body'> = Schemas[N] extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What a route adds to its contract entry: documentation, refusals and the handler. */
export interface RouteSpec<N extends ContractEndpointName, D> {
  tag: string;
  summary: string;
  description?: string;
  status?: 200 | 201;
  message?: string;
  errors?: ErrorDoc[];
  bodyErrors?: ApiRoute['bodyErrors'];
  /** The answer, or the same answer already serialised (a cached page, sent as it is). */
  handler: (
    input: HandlerInput<Parsed<N, 'query'>, Parsed<N, 'body'>, D>,
  ) => Promise<z.input<Schemas[N]['response']> | PreparedJson>;
}

/**
 * The `defineRoute` of handlers that reach `D`. Each domain makes its own in its `deps.ts`,
 * beside the type of what its handlers reach, so a handler is typed by what it is given
 * without this layer importing the domains that provide it.
 */
export function routeDefiner<D>() {
  /**
   * Declares the operation of the contract's endpoint `name`: its path, method and schemas
   * come from the contract, so a route cannot answer or accept another shape than the one its
   * callers are typed by.
   */
  return function defineRoute<N extends ContractEndpointName>(
    name: N,
    spec: RouteSpec<N, D>,
  ): ApiRoute<D> {
    const schemas: { query?: z.ZodType; body?: z.ZodType; response: z.ZodType } =
      endpointSchemas[name];
    return {
      ...spec,
      endpoint: endpoints[name],
      operationId: name,
      ...(schemas.query ? { query: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: schemas.response,
      handler: spec.handler as ApiRoute<D>['handler'],
    };
  };
}
