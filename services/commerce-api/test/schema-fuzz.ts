/*
 * Bodies for the bad-input suite, built from an operation's documented JSON Schema: a
 * plausible body (every field present, the first choice of every union, the smallest valid
 * size), then that body with one field at a time replaced by something hostile.
 */

export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  prefixItems?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchemaNode>;
}

const STRING_BY_FORMAT: Record<string, string> = {
  email: 'pat.lee@example.com',
  uuid: '6f1c1d2e-1111-4222-8333-944455556666',
  'date-time': '2026-12-06T10:00:00.000Z',
  date: '2026-12-06',
  uri: 'https://example.com/',
};

function resolve(root: JsonSchemaNode, ref: string): JsonSchemaNode {
  const name = /^#\/\$defs\/(.+)$/.exec(ref)?.[1];
  return (name && root.$defs?.[name]) || {};
}

/** A plausible value of `schema` (within `root`, for its `$defs`). */
export function sampleOf(
  schema: JsonSchemaNode,
  root: JsonSchemaNode = schema,
  depth = 0,
): unknown {
  if (depth > 12) return null;
  const next = (inner: JsonSchemaNode) => sampleOf(inner, root, depth + 1);
  if (schema.$ref) return next(resolve(root, schema.$ref));
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return next(choices.find((choice) => choice.type !== 'null') ?? choices[0] ?? {});
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => next(part) as object));
  }
  const type = Array.isArray(schema.type)
    ? schema.type.find((entry) => entry !== 'null')
    : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, next(inner)]),
      );
    case 'array':
      if (schema.prefixItems) return schema.prefixItems.map(next);
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        next(schema.items ?? {}),
      );
    case 'string': {
      const byFormat = schema.format ? STRING_BY_FORMAT[schema.format] : undefined;
      if (byFormat) return byFormat;
      const length = Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 16);
      return 'a'.repeat(length);
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

/** Every place in `value` a field can be replaced: the root, then each key and index. */
export function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const here = [path];
  if (Array.isArray(value)) {
    return here.concat(value.flatMap((item, index) => pathsOf(item, [...path, index])));
  }
  if (value && typeof value === 'object') {
    return here.concat(
      Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key])),
    );
  }
  return here;
}

/** `value` with the field at `path` replaced by `replacement` (a copy). */
function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = replacement;
  return copy;
}

/** Arrays nested `depth` deep, as JSON text (built as text: a value this deep is costly). */
const deepArrayText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * What a hostile client puts in a field, as JSON text: the NUL character, a string just
 * under the body limit, nesting as deep as the limit allows, and every wrong type.
 */
export const HOSTILE_FIELDS: readonly { name: string; json: string }[] = [
  { name: 'NUL', json: JSON.stringify('a\u0000b') },
  { name: 'NUL alone', json: JSON.stringify('\u0000') },
  { name: 'huge string', json: JSON.stringify('x'.repeat(60_000)) },
  { name: 'deep nesting', json: deepArrayText(30_000) },
  { name: 'negative', json: '-1' },
  { name: 'huge number', json: '1e308' },
  { name: 'fraction', json: '1.5' },
  { name: 'null', json: 'null' },
  { name: 'boolean', json: 'true' },
  { name: 'object', json: '{"a":1}' },
  { name: 'array', json: '["a"]' },
  { name: 'text', json: '"x"' },
];

/** The body text of `value` with the field at `path` set to the JSON text `json`. */
export function bodyWith(value: unknown, path: (string | number)[], json: string): string {
  const marker = '\u0001hostile\u0001';
  return JSON.stringify(replaced(value, path, marker)).replace(JSON.stringify(marker), json);
}
