import type { z } from 'zod';
import type { EndpointName } from '../api-client/endpoints';
import type { endpointSchemas } from './schemas';

type Schemas = typeof endpointSchemas;
type Part<N extends EndpointName, K extends 'query' | 'body'> = N extends keyof Schemas
  ? Schemas[N] extends { readonly [P in K]: infer S extends z.ZodType }
    ? z.input<S>
    : undefined
  : Record<string, unknown>;

/**
 * The `data` of an endpoint's answer, inferred from its response schema; `unknown` for an
 * endpoint the contract does not describe yet.
 */
export type ResponseOf<N extends EndpointName> = N extends keyof Schemas
  ? z.output<Schemas[N]['response']>
  : unknown;

/** The query an endpoint accepts (what its schema reads, before defaults and coercion). */
export type QueryOf<N extends EndpointName> = Part<N, 'query'>;

/** The body an endpoint accepts (what its schema reads, before defaults and transforms). */
export type BodyOf<N extends EndpointName> = Part<N, 'body'>;
