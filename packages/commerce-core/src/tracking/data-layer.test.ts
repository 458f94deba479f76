import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VIEW_DELAY_MS } from './index';
import {
  consentAllows,
  pushToDataLayer,
  requiredConsent,
  schedulePageView,
  type CookieConsent,
} from './data-layer';
import { addToCartEvent, pageViewEvent } from './events';

const allConsent: CookieConsent = { advertising: true, functional: true, anyConsent: true };
const functionalOnly: CookieConsent = { advertising: false, functional: true, anyConsent: true };
const noConsent: CookieConsent = { advertising: false, functional: false, anyConsent: false };
const page = pageViewEvent({ contentPath: '/', title: 'Home', loginStatus: false });

type FakeWindow = { dataLayer?: unknown[] };
let fakeWindow: FakeWindow;

beforeEach(() => {
  fakeWindow = {};
  vi.stubGlobal('window', fakeWindow);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('pushToDataLayer', () => {
  it('is a no-op outside a browser', () => {
    vi.unstubAllGlobals();
    expect(typeof window).toBe('undefined');
    expect(pushToDataLayer(page, { consent: allConsent })).toBe(false);
  });

  it('creates window.dataLayer and pushes when consent allows', () => {
    expect(pushToDataLayer(page, { consent: allConsent })).toBe(true);
    expect(fakeWindow.dataLayer).toEqual([page]);
    expect(pushToDataLayer(page, { consent: functionalOnly })).toBe(true);
    expect(fakeWindow.dataLayer).toHaveLength(2);
  });

  it('appends to an existing data layer', () => {
    fakeWindow.dataLayer = [{ event: 'gtm.js' }];
    pushToDataLayer(page, { consent: allConsent });
    expect(fakeWindow.dataLayer).toEqual([{ event: 'gtm.js' }, page]);
  });

  it('pushes nothing without consent', () => {
    expect(pushToDataLayer(page, { consent: noConsent })).toBe(false);
    expect(pushToDataLayer(page, { consent: undefined })).toBe(false);
    expect(pushToDataLayer(page, { consent: null })).toBe(false);
    expect(fakeWindow.dataLayer).toBeUndefined();
  });

  it('needs advertising consent for events with hashed personal data', () => {
    const withUserData = { event: 'sign_up', user_data: { em: 'abc' } };
    expect(requiredConsent(withUserData)).toBe('advertising');
    expect(pushToDataLayer(withUserData, { consent: functionalOnly })).toBe(false);
    expect(pushToDataLayer(withUserData, { consent: allConsent })).toBe(true);
  });

  it('honours an explicit consent category', () => {
    expect(pushToDataLayer(page, { consent: functionalOnly, requires: 'advertising' })).toBe(false);
    expect(pushToDataLayer(page, { consent: functionalOnly, requires: 'functional' })).toBe(true);
    expect(consentAllows(functionalOnly, 'functional')).toBe(true);
  });

  it('clears the previous ecommerce object before a commerce event', () => {
    const event = addToCartEvent({ id: 'P-1', name: 'Chips', priceCents: 100 });
    pushToDataLayer(event, { consent: allConsent });
    expect(fakeWindow.dataLayer).toEqual([{ ecommerce: null }, event]);
  });
});

describe('schedulePageView', () => {
  it('pushes the page view 500 ms later, built when it fires', () => {
    vi.useFakeTimers();
    expect(PAGE_VIEW_DELAY_MS).toBe(500);
    let title = 'Loading';
    schedulePageView(() => pageViewEvent({ contentPath: '/flavors', title, loginStatus: true }), {
      consent: allConsent,
    });
    title = 'Flavors';
    vi.advanceTimersByTime(499);
    expect(fakeWindow.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(fakeWindow.dataLayer).toEqual([
      expect.objectContaining({ event: 'page_view', pageTitle: 'Flavors' }),
    ]);
  });

  it('can be cancelled before it fires', () => {
    vi.useFakeTimers();
    const cancel = schedulePageView(() => page, { consent: allConsent });
    cancel();
    vi.advanceTimersByTime(1000);
    expect(fakeWindow.dataLayer).toBeUndefined();
  });
});
