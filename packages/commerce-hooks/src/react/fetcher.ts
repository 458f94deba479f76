import type { ApiError, ApiResult } from '@snackshop/commerce-core';

/** A failed call, thrown so that SWR reports it as the hook's `error`. */
export class ApiRequestError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
  }
}

/** The data of a call, or an `ApiRequestError`. */
export async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new ApiRequestError(result.error);
  return result.data;
}

/** Product ids as a stable cache key part: unique, sorted, non-empty. */
export function idsKey(productIds: readonly string[]): string {
  return [...new Set(productIds.filter((id) => id.trim() !== ''))].sort().join(',');
}
