import { describe, expect, it } from 'vitest';
import {
  PAYMENT_SESSION_WARNING_LEAD_MS,
  paymentSessionExpiry,
  paymentSessionSchedule,
  paymentSessionWarningLead,
} from './paymentSessionTiming';

const MINUTE = 60_000;

describe('paymentSessionWarningLead', () => {
  it('warns two minutes ahead in a 15-minute session', () => {
    expect(paymentSessionWarningLead(15 * MINUTE)).toBe(PAYMENT_SESSION_WARNING_LEAD_MS);
    expect(PAYMENT_SESSION_WARNING_LEAD_MS).toBe(2 * MINUTE);
  });

  it('never takes more than a third of a short session', () => {
    expect(paymentSessionWarningLead(30_000)).toBe(10_000);
    expect(paymentSessionWarningLead(3 * MINUTE, 5 * MINUTE)).toBe(MINUTE);
  });

  it('takes a configured lead, and none for an empty session', () => {
    expect(paymentSessionWarningLead(15 * MINUTE, 30_000)).toBe(30_000);
    expect(paymentSessionWarningLead(0)).toBe(0);
    expect(paymentSessionWarningLead(-5)).toBe(0);
    expect(paymentSessionWarningLead(Number.NaN)).toBe(0);
  });
});

describe('paymentSessionExpiry', () => {
  it('counts the lifetime from when the request left', () => {
    expect(paymentSessionExpiry(1_000, 900)).toBe(901_000);
    expect(paymentSessionExpiry(1_000, -1)).toBe(1_000);
  });
});

describe('paymentSessionSchedule', () => {
  const session = { startedAt: 0, expiresAt: 15 * MINUTE };

  it('is active until the lead time before the end', () => {
    expect(paymentSessionSchedule(session, 0)).toEqual({
      phase: 'active',
      warnInMs: 13 * MINUTE,
      expireInMs: 15 * MINUTE,
    });
    expect(paymentSessionSchedule(session, 13 * MINUTE - 1).phase).toBe('active');
  });

  it('is about to expire in the last two minutes', () => {
    expect(paymentSessionSchedule(session, 13 * MINUTE)).toEqual({
      phase: 'aboutToExpire',
      warnInMs: 0,
      expireInMs: 2 * MINUTE,
    });
    expect(paymentSessionSchedule(session, 15 * MINUTE - 1).phase).toBe('aboutToExpire');
  });

  it('has expired at the end and after', () => {
    expect(paymentSessionSchedule(session, 15 * MINUTE)).toEqual({
      phase: 'expired',
      warnInMs: 0,
      expireInMs: 0,
    });
    expect(paymentSessionSchedule(session, 20 * MINUTE).phase).toBe('expired');
  });

  it('scales the warning down for a short session and honours a configured lead', () => {
    const short = { startedAt: 1_000, expiresAt: 31_000 };
    expect(paymentSessionSchedule(short, 1_000)).toMatchObject({ warnInMs: 20_000 });
    expect(paymentSessionSchedule(session, 0, 30_000)).toMatchObject({
      warnInMs: 15 * MINUTE - 30_000,
    });
  });

  it('restarts from a renewed session: an extension moves both times', () => {
    const extended = { startedAt: 14 * MINUTE, expiresAt: 29 * MINUTE };
    expect(paymentSessionSchedule(extended, 14 * MINUTE)).toEqual({
      phase: 'active',
      warnInMs: 13 * MINUTE,
      expireInMs: 15 * MINUTE,
    });
  });
});
