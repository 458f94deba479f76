import { describe, expect, it } from 'vitest';
import {
  idleSession,
  sessionAboutToExpire,
  sessionExpired,
  sessionExtended,
  sessionWarningIgnored,
  startedSession,
} from './paymentSession';

const started = startedSession(1_000, 61_000);

describe('payment session moves', () => {
  it('starts active with its creation time and end', () => {
    expect(started).toEqual({
      ...idleSession(),
      status: 'active',
      activated: true,
      createdAt: 1_000,
      expiresAt: 61_000,
    });
  });

  it('warns only an active session, and extends or ignores only a warned one', () => {
    const warned = sessionAboutToExpire(started);
    expect(warned).toMatchObject({ status: 'aboutToExpire', showExtendDialog: true });
    expect(sessionAboutToExpire(warned!)).toBeNull();
    expect(sessionExtended(started, 2_000)).toBeNull();
    expect(sessionWarningIgnored(started)).toBeNull();

    expect(sessionExtended(warned!, 50_000, 110_000)).toMatchObject({
      status: 'active',
      extendedAt: 50_000,
      expiresAt: 110_000,
      showExtendDialog: false,
    });
    expect(sessionExtended(warned!, 50_000)?.expiresAt).toBe(61_000);
    expect(sessionWarningIgnored(warned!)).toMatchObject({
      status: 'ignored',
      showExtendDialog: false,
    });
  });

  it('expires any session under way, but not an idle or an expired one', () => {
    const expired = sessionExpired(sessionAboutToExpire(started)!);
    expect(expired).toMatchObject({
      status: 'expired',
      showExtendDialog: false,
      sessionExpired: true,
    });
    expect(sessionExpired(expired!)).toBeNull();
    expect(sessionExpired(idleSession())).toBeNull();
  });
});
