import { describe, expect, it } from 'vitest';
import { CookieConsentStore } from './CookieConsentStore';

describe('CookieConsentStore', () => {
  it('allows nothing until the shopper chooses', () => {
    const consent = new CookieConsentStore();
    expect(consent).toMatchObject({ advertising: false, functional: false, decided: false });
    expect(consent.anyConsent).toBe(false);
  });

  it('any consent is on when either category is allowed', () => {
    const consent = new CookieConsentStore();
    consent.setConsent({ functional: true });
    expect(consent).toMatchObject({ advertising: false, functional: true, decided: true });
    expect(consent.anyConsent).toBe(true);
    consent.setConsent({ functional: false, advertising: true });
    expect(consent.anyConsent).toBe(true);
  });

  it('accepts or rejects everything', () => {
    const consent = new CookieConsentStore();
    consent.acceptAll();
    expect(consent).toMatchObject({ advertising: true, functional: true });
    consent.rejectAll();
    expect(consent).toMatchObject({ advertising: false, functional: false, decided: true });
    expect(consent.anyConsent).toBe(false);
  });
});
