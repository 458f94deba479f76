import { describe, expect, it } from 'vitest';
import { isSessionExpired, type ApiError } from './results';

const error = (status: number, responseCode?: number): ApiError => ({
  kind: 'http',
  message: 'Session expired',
  status,
  ...(responseCode === undefined ? {} : { responseCode }),
  method: 'GET',
  path: '/webservices/getcustomer',
});

describe('isSessionExpired', () => {
  it('reads 440 as the HTTP status or as the envelope’s responseCode', () => {
    expect(isSessionExpired({ status: 440 })).toBe(true);
    expect(isSessionExpired({ status: 200, responseCode: 440 })).toBe(true);
    expect(isSessionExpired(error(440, 440))).toBe(true);
  });

  it('reads a failed call as its error does', () => {
    expect(isSessionExpired({ status: 200, error: error(200, 440) })).toBe(true);
    expect(isSessionExpired({ status: 401, error: error(401, 401) })).toBe(false);
  });

  it('is not fooled by other refusals', () => {
    for (const status of [400, 401, 403, 404, 429, 500]) {
      expect(isSessionExpired({ status, responseCode: status })).toBe(false);
    }
    expect(isSessionExpired({ status: 0 })).toBe(false);
  });
});
