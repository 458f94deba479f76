/** Small readers for stored snapshots: storage is outside input, so nothing is trusted. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value as an object; a snapshot that is not one is refused. */
export function asRecord(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw new TypeError('A stored snapshot must be an object');
  return value;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function pickString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function pickBoolean(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function pickNumber(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function pickStringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A deep copy of JSON-safe data, so a snapshot never shares objects with live state. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
