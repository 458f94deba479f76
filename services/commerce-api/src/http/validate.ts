import type { Context } from 'hono';
import type { z } from 'zod';
import { ValidationError, type DomainError, type FieldError } from './errors';

/** Largest JSON body any endpoint accepts. */
const MAX_BODY_BYTES = 64 * 1024;

/** Turns zod issues into field errors, naming each field by its dotted path. */
function fieldErrors(issues: readonly z.core.$ZodIssue[], root: string): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join('.') : root;
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    return { field, message: missing ? `${field} is required.` : issue.message };
  });
}

/** The query string as an object: repeated keys become arrays, single keys strings. */
function queryObject(c: Context): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    result[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return result;
}

export async function parseQuery<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(queryObject(c));
  if (!result.success) throw new ValidationError(fieldErrors(result.error.issues, 'query'));
  return result.data;
}

/**
 * Reads and validates a JSON body. An empty body validates as `{}` so that the schema names
 * the missing fields; anything that is not JSON is a 400 naming `body`.
 */
export async function parseBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  refusal?: (errors: FieldError[], raw: unknown) => DomainError | null,
): Promise<z.output<S>> {
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    throw new ValidationError([
      { field: 'body', message: `The body must be at most ${MAX_BODY_BYTES} bytes.` },
    ]);
  }
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ValidationError(
        [{ field: 'body', message: 'The body is not valid JSON.' }],
        'Malformed JSON body.',
      );
    }
  }
  const result = await schema.safeParseAsync(json);
  if (!result.success) {
    const errors = fieldErrors(result.error.issues, 'body');
    throw refusal?.(errors, json) ?? new ValidationError(errors);
  }
  return result.data;
}
