import { locationNumberSchema } from '@snackshop/commerce-core/contract';
import { LOCATION_COOKIE } from '../site/location';
import { readCookie } from '../site/cookies';

/**
 * The location number the browser keeps (its cookie, written with `_lo_No`), for the calls a
 * page's loader makes: undefined when none is kept or it is not one.
 */
export function requestLocationNumber(request: Request): string | undefined {
  const parsed = locationNumberSchema.safeParse(
    readCookie(request.headers.get('Cookie'), LOCATION_COOKIE) ?? undefined,
  );
  return parsed.success ? parsed.data : undefined;
}

/**
 * The `X-Location-Id` header of the browser's location for a loader's call, as the browser's
 * own calls send it (decision 0033): the API answers that location's stock. Empty without one.
 */
export function locationHeaders(request: Request): Record<string, string> {
  const locationNumber = requestLocationNumber(request);
  return locationNumber ? { 'X-Location-Id': locationNumber } : {};
}
