import type { EndpointDefinition } from '@snackshop/commerce-core/api-client';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { CatalogueCaches } from '../catalogue-cache/catalogue-caches';
import type { Database } from '../db/client';
import type { RateLimits } from '../rate-limit/rate-limits';
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
}

/** Hono context variables set by the shared middleware. */
export interface AppVariables {
  session: HandshakeSession | null;
}
export type AppEnv = { Variables: AppVariables };

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

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
 * One API operation: its endpoint (path and method from commerce-core's table), schemas
 * and handler. The app mounts it, validates its input and wraps its answer in the envelope;
 * the OpenAPI document is generated from the same definition.
 */
export interface ApiRoute<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  endpoint: EndpointDefinition;
  /** OpenAPI operation id; defaults to the endpoint path's last segment. */
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  query?: Q;
  body?: B;
  response: R;
  /** Success status (200, or 201 when the call creates something). */
  status?: 200 | 201;
  message?: string;
  errors?: ErrorDoc[];
  /** False for calls authorised otherwise (the hosted card fields post with a capture context). */
  handshake?: false;
  /** Turns body field errors into another refusal (a 422 business rule) instead of the 400. */
  bodyErrors?: (errors: FieldError[], raw: unknown) => DomainError | null;
  /** The answer, or the same answer already serialised (a cached page, sent as it is). */
  handler: (input: HandlerInput<Out<Q>, Out<B>>) => Promise<z.input<R> | PreparedJson>;
}

/** Declares a route with its input types inferred from its schemas. */
export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(route: ApiRoute<Q, B, R>): ApiRoute {
  return route as unknown as ApiRoute;
}
