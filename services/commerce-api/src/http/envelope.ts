import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { FieldError } from './errors';

/** The success envelope of docs/api-conventions.md. */
export interface SuccessEnvelope<T> {
  success: true;
  responseCode: number;
  message: string;
  data: T;
}

/** The error envelope: same shape, `success: false`, a stable code and field errors. */
export interface ErrorEnvelope {
  success: false;
  responseCode: number;
  message: string;
  code: string;
  errors?: FieldError[];
}

export function successBody<T>(data: T, message = 'OK', status = 200): SuccessEnvelope<T> {
  return { success: true, responseCode: status, message, data };
}

export function errorBody(
  status: number,
  code: string,
  message: string,
  errors?: FieldError[],
): ErrorEnvelope {
  return errors?.length
    ? { success: false, responseCode: status, message, code, errors }
    : { success: false, responseCode: status, message, code };
}

export function sendError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  errors?: FieldError[],
) {
  return c.json(errorBody(status, code, message, errors), status);
}

/** zod schema of the success envelope around `data`, for the OpenAPI document. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    responseCode: z.number().int(),
    message: z.string(),
    data,
  });
}

/** zod schema of the error envelope, for the OpenAPI document. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  responseCode: z.number().int(),
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
