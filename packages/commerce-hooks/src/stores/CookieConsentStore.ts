import { makeAutoObservable } from 'mobx';

/** The consent categories of SPEC section 3. */
export interface CookieConsent {
  advertising: boolean;
  functional: boolean;
}

/**
 * The shopper's cookie consent. Nothing is allowed until the shopper (or the consent
 * platform) says so; tracking and third-party tags read these flags.
 */
export class CookieConsentStore {
  advertising = false;
  functional = false;
  /** Whether a choice has been made at all (the banner can stop asking). */
  decided = false;

  constructor() {
    makeAutoObservable(this);
  }

  /** True when at least one category is allowed. */
  get anyConsent(): boolean {
    return this.advertising || this.functional;
  }

  /** Records a choice; categories left out keep their current value. */
  setConsent(consent: Partial<CookieConsent>): void {
    if (consent.advertising !== undefined) this.advertising = consent.advertising;
    if (consent.functional !== undefined) this.functional = consent.functional;
    this.decided = true;
  }

  acceptAll(): void {
    this.setConsent({ advertising: true, functional: true });
  }

  rejectAll(): void {
    this.setConsent({ advertising: false, functional: false });
  }
}
