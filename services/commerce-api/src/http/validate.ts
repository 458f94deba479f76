import type { Context } from 'hono';
import type { z } from 'zod';
import { DomainError, ValidationError, type FieldError } from './errors';

/** Largest JSON body any endpoint accepts (docs/api-conventions.md "Bodies"). */
export const MAX_BODY_BYTES = 64 * 1024;

/** 413: the body is over the limit; refused before (or as soon as) it is over it. */
class BodyTooLargeError extends DomainError {
  constructor() {
    const message = `The body must be at most ${MAX_BODY_BYTES} bytes.`;
    super(413, 'BODY_TOO_LARGE', message, [{ field: 'body', message }]);
  }
}

/** 415: the body is not declared as JSON; it is not read. */
class UnsupportedMediaTypeError extends DomainError {
  constructor(received: string) {
    const message = `The body must be JSON (Content-Type: application/json), not ${received || 'undeclared'}.`;
    super(415, 'UNSUPPORTED_MEDIA_TYPE', message, [{ field: 'Content-Type', message }]);
  }
}

/** `application/json` or a `+json` type, with or without parameters (charset). */
const isJsonType = (contentType: string) =>
  /^application\/([\w.-]+\+)?json$/i.test(contentType.split(';')[0]!.trim());

/** What is left of a refused body is read and dropped for at most this many bytes and ms. */
const DISCARD_BYTES = 16 * 1024 * 1024;
const DISCARD_MS = 5000;

/**
 * Reads and drops the rest of a refused body in the background, so that a client still
 * sending it reads its answer: closing a connection with unread bytes makes the peer's kernel
 * answer with a reset, and the client sees the reset, not the 413. A body beyond the budget
 * is cut off (the connection is reset then, as for any flood).
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const until = Date.now() + DISCARD_MS;
  void (async () => {
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > DISCARD_BYTES || Date.now() > until) break;
    }
    await reader.cancel();
  })().catch(() => undefined);
}

/**
 * The body as text, refused before it is read when it is not declared as JSON (415) or its
 * Content-Length is over the limit (413); a body sent without a length (chunked) is read
 * until it passes the limit, then refused. A body refused unread is left to the server, which
 * drains it once the answer is sent: the request's stream is not even opened, because an
 * opened stream holds the connection paused and the drain would stall into a reset.
 */
async function readJsonText(c: Context): Promise<string> {
  const declared = c.req.header('content-length');
  const length = declared === undefined ? null : Number(declared);
  if (length === 0) return '';
  // With no length declared the body is chunked or absent: only its stream tells which.
  if (length === null && !c.req.raw.body) return '';
  const contentType = c.req.header('content-type') ?? '';
  const refusal = !isJsonType(contentType)
    ? new UnsupportedMediaTypeError(contentType.split(';')[0]!)
    : length !== null && length > MAX_BODY_BYTES
      ? new BodyTooLargeError()
      : null;
  if (refusal) {
    // A chunked body's stream is open already (it told whether there was a body): drop the rest.
    if (length === null) discardRest(c.req.raw.body!.getReader());
    throw refusal;
  }
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      discardRest(reader);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Turns zod issues into field errors, naming each field by its dotted path. */
function fieldErrors(issues: readonly z.core.$ZodIssue[], root: string): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join('.') : root;
    const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
    return { field, message: missing ? `${field} is required.` : issue.message };
  });
}

/** The message for a field that holds the NUL character, which PostgreSQL cannot store. */
const nulMessage = (field: string) => `${field} must not contain the NUL character.`;

/** How deep a body may nest: far more than any operation's body, far less than a stack. */
export const MAX_BODY_DEPTH = 32;

/** In the walk below: a key holding NUL (named by the path, refused like a value). */
const NUL_KEY = Symbol('a key holding NUL');

/**
 * The fields of `value` (under `root`) no operation can take, each named by its dotted path:
 * every string (keys included) holding the NUL character, which PostgreSQL stores neither in
 * text nor in jsonb, and the first value nested deeper than `MAX_BODY_DEPTH`. Walked with a
 * list rather than recursion, so a body of 30,000 nested arrays costs a loop, not the stack.
 */
function unstorableFields(value: unknown, root: string): FieldError[] {
  const errors: FieldError[] = [];
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: '', depth: 0 },
  ];
  const named = (path: string) => path || root;
  while (pending.length) {
    const { value: item, path, depth } = pending.pop()!;
    const here = (key: string) => (path ? `${path}.${key}` : key);
    if (item === NUL_KEY || typeof item === 'string') {
      if (item === NUL_KEY || item.includes('\0'))
        errors.push({ field: named(path), message: nulMessage(named(path)) });
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      const message = `${named(path)} must not nest deeper than ${MAX_BODY_DEPTH} levels.`;
      return [...errors, { field: named(path), message }];
    }
    const entries = Array.isArray(item)
      ? item.map((inner, index) => [String(index), inner] as const)
      : Object.entries(item);
    // Pushed last first, so that fields are named in the order the body gives them.
    for (const [key, inner] of entries.reverse()) {
      pending.push(
        key.includes('\0')
          ? { value: NUL_KEY, path: here(key.replaceAll('\0', '\\0')), depth }
          : { value: inner, path: here(key), depth: depth + 1 },
      );
    }
  }
  return errors;
}

/** A 400 naming each field of `value` (under `root`) that no operation can take, if any. */
function refuseUnstorable(value: unknown, root: string): void {
  const errors = unstorableFields(value, root);
  if (errors.length) throw new ValidationError(errors);
}

/**
 * The request's address holding an encoded NUL (`%00`), in its path or a query parameter:
 * a 400 naming `path` or the parameter, before any route reads an id from it.
 */
export function refuseNulInAddress(url: string): void {
  if (!/%00/.test(url)) return;
  const address = new URL(url);
  if (/%00/.test(address.pathname)) {
    throw new ValidationError([{ field: 'path', message: nulMessage('path') }]);
  }
  refuseUnstorable(Object.fromEntries(address.searchParams), 'query');
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
  // A NUL in the query was refused with the address (`refuseNulInAddress`), before any route.
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
  const text = await readJsonText(c);
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
  refuseUnstorable(json, 'body');
  const result = await schema.safeParseAsync(json);
  if (!result.success) {
    const errors = fieldErrors(result.error.issues, 'body');
    throw refusal?.(errors, json) ?? new ValidationError(errors);
  }
  return result.data;
}
