import { toLanguage, DEFAULT_LANGUAGE, type Language } from '@snackshop/commerce-core/language';
import type { Hono } from 'hono';
import type { PaymentDeps } from './deps';
import type { AppEnv } from '../http/route';
import { SANDBOX_PATHS } from './sandbox/sandbox-provider';
import { cspNonce, pageHeaders } from '../http/html';
import { registerGooglePayStandInPages } from './google-pay/standin.pages';
import { hostedFieldsPage } from './hosted-fields-page';
import { registerHostedPaymentPages } from './hosted-payment.pages';
import {
  payPalApprovalPage,
  payPalPopupReturnPage,
  type ApprovalDisplay,
} from './paypal-approval-page';

const langOf = (value: string | undefined): Language => toLanguage(value) ?? DEFAULT_LANGUAGE;
const displayOf = (value: unknown): ApprovalDisplay => (value === 'popup' ? 'popup' : 'page');

/**
 * The pages of the payment sandbox, served from the API origin: the hosted card fields, or a
 * saved card's security-code field (only the storefront origins may frame them), the hosted
 * payment page (the same form as a whole page, without script), the PayPal approval page, and
 * outside production the stand-in Google Pay client.
 */
export function registerPaymentPages(app: Hono<AppEnv>, deps: PaymentDeps) {
  const { googlePayStandIn } = deps.checkout;
  if (googlePayStandIn) registerGooglePayStandInPages(app, deps, googlePayStandIn);
  registerHostedPaymentPages(app, deps);

  app.get(SANDBOX_PATHS.hostedFields, (c) => {
    const nonce = cspNonce();
    const token = c.req.query('context') ?? '';
    const claims = token ? deps.checkout.payments.verifyCaptureContext(token) : null;
    const parentOrigin =
      claims && deps.checkout.storefrontOrigins.includes(claims.origin) ? claims.origin : null;
    const html = hostedFieldsPage({
      nonce,
      lang: langOf(c.req.query('lang')),
      captureContext: parentOrigin ? token : null,
      parentOrigin,
      tokenizePath: `${deps.publicUrl}${SANDBOX_PATHS.tokenize}`,
      tokenizeCvvPath: `${deps.publicUrl}${SANDBOX_PATHS.tokenizeCvv}`,
      securityCodeFor: claims?.cvv?.brand,
    });
    const headers = pageHeaders({
      nonce,
      frameAncestors: parentOrigin ? [parentOrigin] : deps.checkout.storefrontOrigins,
      connectSelf: true,
    });
    return c.body(html, parentOrigin ? 200 : 401, headers);
  });

  app.get(SANDBOX_PATHS.payPalApproval, async (c) => {
    const nonce = cspNonce();
    const session = await deps.checkout.payments.payPal.getSession(c.req.query('token') ?? '');
    const html = payPalApprovalPage({
      nonce,
      lang: langOf(c.req.query('lang')),
      session,
      action: `${deps.publicUrl}${SANDBOX_PATHS.payPalApproval}`,
      display: displayOf(c.req.query('display')),
    });
    const headers = pageHeaders({
      nonce,
      frameAncestors: [],
      formAction: ["'self'", ...deps.checkout.storefrontOrigins],
    });
    return c.body(html, session ? 200 : 404, headers);
  });

  app.post(SANDBOX_PATHS.payPalApproval, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' ? form.token : '';
    const decision = form.decision === 'approve' ? 'approve' : 'cancel';
    const current = await deps.checkout.payments.payPal.getSession(token);
    if (!current || current.status !== 'created') {
      const nonce = cspNonce();
      const html = payPalApprovalPage({
        nonce,
        lang: langOf(String(form.lang)),
        session: null,
        action: '',
      });
      return c.body(html, current ? 409 : 404, pageHeaders({ nonce, frameAncestors: [] }));
    }
    const session = await deps.checkout.payments.payPal.decide(token, decision);
    const target = new URL(decision === 'approve' ? session.returnUrl : session.cancelUrl);
    target.searchParams.set('paymentId', session.paymentId);
    if (decision === 'approve' && session.payerId)
      target.searchParams.set('PayerID', session.payerId);
    else target.searchParams.set('cancelled', 'true');
    if (displayOf(form.display) === 'popup') {
      const nonce = cspNonce();
      const html = payPalPopupReturnPage({
        nonce,
        lang: langOf(String(form.lang)),
        session,
        next: target.toString(),
      });
      return c.body(html, 200, pageHeaders({ nonce, frameAncestors: [] }));
    }
    return c.redirect(target.toString(), 303);
  });
}
