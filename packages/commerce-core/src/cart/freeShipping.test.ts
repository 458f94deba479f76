import { describe, expect, it } from 'vitest';
import { freeShippingProgress, freeShippingProgressCents } from './freeShipping';

describe('freeShippingProgress', () => {
  it('uses a $15 threshold by default', () => {
    expect(freeShippingProgress(0)).toEqual({ progress: 0, remaining: 15 });
    expect(freeShippingProgress(7.5)).toEqual({ progress: 50, remaining: 7.5 });
    expect(freeShippingProgress(14.99)).toEqual({ progress: 99.93, remaining: 0.01 });
    expect(freeShippingProgress(15)).toEqual({ progress: 100, remaining: 0 });
  });

  it('clamps above the threshold', () => {
    expect(freeShippingProgress(15.01)).toEqual({ progress: 100, remaining: 0 });
    expect(freeShippingProgress(200)).toEqual({ progress: 100, remaining: 0 });
  });

  it('clamps negative or missing amounts to no progress', () => {
    expect(freeShippingProgress(-5)).toEqual({ progress: 0, remaining: 15 });
    expect(freeShippingProgress(Number.NaN)).toEqual({ progress: 0, remaining: 15 });
  });

  it('gives both figures to two decimals', () => {
    expect(freeShippingProgress(10)).toEqual({ progress: 66.67, remaining: 5 });
    expect(freeShippingProgress(0.1 + 0.2)).toEqual({ progress: 2, remaining: 14.7 });
  });

  it('takes the threshold from the config', () => {
    expect(freeShippingProgress(30, 40)).toEqual({ progress: 75, remaining: 10 });
    expect(freeShippingProgress(39.99, 40)).toEqual({ progress: 99.98, remaining: 0.01 });
  });

  it('treats a threshold of zero as free shipping for every order', () => {
    expect(freeShippingProgress(0, 0)).toEqual({ progress: 100, remaining: 0 });
  });
});

describe('freeShippingProgressCents', () => {
  it('counts from the cart’s amount in cents', () => {
    expect(freeShippingProgressCents(1500, { amountCents: 1199 })).toEqual({
      progress: 79.93,
      remainingCents: 301,
      reached: false,
    });
    expect(freeShippingProgressCents(1500, { amountCents: 4250 })).toEqual({
      progress: 100,
      remainingCents: 0,
      reached: true,
    });
  });

  it('counts from what the API says is left, as shippingcharge answers it', () => {
    expect(freeShippingProgressCents(1500, { remainingCents: 301 })).toEqual({
      progress: 79.93,
      remainingCents: 301,
      reached: false,
    });
    expect(freeShippingProgressCents(1500, { remainingCents: 0 })).toEqual({
      progress: 100,
      remainingCents: 0,
      reached: true,
    });
    // More left than the whole threshold reads as no progress, never below 0.
    expect(freeShippingProgressCents(1500, { remainingCents: 2000 })).toEqual({
      progress: 0,
      remainingCents: 1500,
      reached: false,
    });
  });

  it('agrees with the spec’s dollar helper on every cent to the threshold', () => {
    for (let cents = 0; cents <= 1600; cents += 7) {
      const dollars = freeShippingProgress(cents / 100);
      const inCents = freeShippingProgressCents(1500, { amountCents: cents });
      expect(inCents.progress).toBe(dollars.progress);
      expect(inCents.remainingCents).toBe(Math.round(dollars.remaining * 100));
    }
  });

  it('treats a threshold of zero as free shipping and a missing amount as none', () => {
    expect(freeShippingProgressCents(0, { amountCents: 0 }).reached).toBe(true);
    expect(freeShippingProgressCents(1500, { amountCents: Number.NaN }).remainingCents).toBe(1500);
  });
});
