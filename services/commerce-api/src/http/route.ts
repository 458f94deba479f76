import { endpoints, type EndpointDefinition } from '@snackshop/commerce-core/api-client';
import { endpointSchemas, type ContractEndpointName } from '@snackshop/commerce-core/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { CatalogueCaches } from '../catalogue/catalogue-caches';
import type { Database } from '../db/client';
import type { IdentityServices } from '../identity/services';
import type { RateLimits } from '../rate-limit/rate-limits';
import type { Lifecycle } from '../runtime/lifecycle';
import type { CheckoutServices } from '../payments/services';
import type { DomainError, FieldError } from './errors';
import type { HandshakeSession, HandshakeSigner } from './handshake';
import type { PreparedJson } from './prepared-json';

/** What every handler can reach. Tests build it with their own database and clock. */
export interface AppDeps {
  db: Database;
  handshake: HandshakeSigner;
  /** Origin used for absolute URLs (images); empty means same-origin relative URLs. */
  publicUrl: string;
  now: () => Date;
  /** Payment provider, storefront origins and mail settings of checkout. */
  checkout: CheckoutServices;
  /** The in-process search index and the listing cache, keyed by catalogue version. */
  catalogue: CatalogueCaches;
  /** Attempt counters (Order Lookup) and the client address of a request. */
  rateLimits: RateLimits;
  /** Sessions, accounts and the sites that sign shoppers in (docs/decisions/0027). */
  identity: IdentityServices;
  /** Starting, serving or stopping: what the readiness check answers. */
  lifecycle: Lifecycle;
}

/** Hono context variables set by the shared middleware. */
interface AppVariables {
  session: HandshakeSession | null;
}
export type AppEnv = { Variables: AppVariables };

export interface HandlerInput<Q, B> {
  c: Context<AppEnv>;
  query: Q;
  body: B;
  deps: AppDeps;
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
export interface ApiRoute {
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
  handler: (input: HandlerInput<unknown, unknown>) => Promise<unknown>;
}

type Schemas = typeof endpointSchemas;
type Parsed<N extends ContractEndpointName, K extends 'query' | 'body'> = Schemas[N] extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What a route adds to its contract entry: documentation, refusals and the handler. */
export interface RouteSpec<N extends ContractEndpointName> {
  tag: string;
  summary: string;
  description?: string;
  status?: 200 | 201;
  message?: string;
  errors?: ErrorDoc[];
  bodyErrors?: ApiRoute['bodyErrors'];
  /** The answer, or the same answer already serialised (a cached page, sent as it is). */
  handler: (
    input: HandlerInput<Parsed<N, 'query'>, Parsed<N, 'body'>>,
  ) => Promise<z.input<Schemas[N]['response']> | PreparedJson>;
}

/**
 * Declares the operation of the contract's endpoint `name`: its path, method and schemas come
 * from the contract, so a route cannot answer or accept another shape than the one its
 * callers are typed by.
 */
export function defineRoute<N extends ContractEndpointName>(name: N, spec: RouteSpec<N>): ApiRoute {
  const schemas: { query?: z.ZodType; body?: z.ZodType; response: z.ZodType } =
    endpointSchemas[name];
  return {
    ...spec,
    endpoint: endpoints[name],
    operationId: name,
    ...(schemas.query ? { query: schemas.query } : {}),
    ...(schemas.body ? { body: schemas.body } : {}),
    response: schemas.response,
    handler: spec.handler as ApiRoute['handler'],
  };
}
