import { createHmac } from 'node:crypto';
import type { Database } from '../db/client';
import { createGooglePayStandIn, type GooglePayStandIn } from './google-pay/standin';
import type { PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandbox/sandbox-provider';

/** The storefront dev servers (snacks on 3000, rewards on 3001). */
const DEFAULT_STOREFRONT_ORIGINS: readonly string[] = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://127.0.0.1:3000',
  'http://127.0.0.1:3001',
];

/** What checkout, payments and mail need beyond the database. */
export interface CheckoutServices {
  payments: PaymentProvider;
  /**
   * Origins of the storefront sites: the only pages allowed to frame the hosted card fields,
   * receive their tokens, be PayPal return pages, host Apple Pay and open the stand-in
   * Google Pay sheet.
   */
  storefrontOrigins: readonly string[];
  /** Whether the dev mailbox page is served (never in production). */
  devMailbox: boolean;
  /** The stand-in Google Pay client at /dev/google-pay, when served (never in production). */
  googlePayStandIn: GooglePayStandIn | null;
  /**
   * How long an authorised order's own capture is given before the capture reconciler steps
   * in; also the first back-off after a failed capture (orders/capture-reconciler.ts).
   */
  captureGraceMs: number;
}

/** How an app is given its payment provider and storefront origins (tests, server). */
export interface CheckoutOptions {
  payments?: PaymentProvider;
  storefrontOrigins?: readonly string[];
  devMailbox?: boolean;
  /**
   * Serve the stand-in Google Pay client at /dev/google-pay (default: outside production;
   * it refuses to start in production).
   */
  googlePayStandIn?: boolean;
  /** Signs capture contexts; derived from the handshake secret when omitted. */
  paymentSecret?: string;
  /** Lifetime of a capture context in seconds (default 900). */
  captureContextTtlSeconds?: number;
  /** Seconds an authorised order waits for its own capture before the reconciler's (default 45). */
  captureGraceSeconds?: number;
}

/** The default of `captureGraceSeconds`. */
const DEFAULT_CAPTURE_GRACE_SECONDS = 45;

/** Builds the checkout services: the sandbox provider unless another is given. */
export function createCheckoutServices(
  base: { db: Database; now: () => Date; publicUrl: string; handshakeSecret: string },
  options: CheckoutOptions = {},
): CheckoutServices {
  const storefrontOrigins = options.storefrontOrigins ?? DEFAULT_STOREFRONT_ORIGINS;
  // A key of its own, so a capture context can never pass for a handshake or the reverse.
  const secret =
    options.paymentSecret ??
    createHmac('sha256', base.handshakeSecret).update('payments').digest('base64url');
  return {
    payments:
      options.payments ??
      new SandboxPaymentProvider({
        db: base.db,
        secret,
        now: base.now,
        publicUrl: base.publicUrl,
        storefrontOrigins,
        ...(options.captureContextTtlSeconds
          ? { captureContextTtlSeconds: options.captureContextTtlSeconds }
          : {}),
      }),
    storefrontOrigins,
    devMailbox: options.devMailbox ?? process.env.NODE_ENV !== 'production',
    googlePayStandIn:
      (options.googlePayStandIn ?? process.env.NODE_ENV !== 'production')
        ? createGooglePayStandIn()
        : null,
    captureGraceMs: (options.captureGraceSeconds ?? DEFAULT_CAPTURE_GRACE_SECONDS) * 1000,
  };
}
