import { createHmac, randomBytes } from 'node:crypto';
import { endpoints } from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  payPalSessions,
  sandboxAuthorizations,
  sandboxCardTokens,
  sandboxCvvTokens,
  sandboxGooglePayTokens,
  sandboxStoredCards,
} from '../../db/schema/index';
import { DomainError, NotFoundError, ValidationError } from '../../http/errors';
import { CaptureContextSigner } from '../capture-context';
import { cardFieldMessage } from '../messages';
import {
  CARD_BRANDS,
  PaymentStateError,
  type ApplePayMerchantSession,
  type Authorization,
  type AuthorizeRequest,
  type AuthorizeResult,
  type CaptureContext,
  type CaptureContextClaims,
  type CardBrand,
  type CardInput,
  type CvvToken,
  type DeclineReason,
  type GooglePayTestToken,
  type PaymentProvider,
  type PaymentSource,
  type PayPalSession,
  type StoredCardToken,
  type TransientToken,
} from '../provider';
import {
  SANDBOX_APPLE_PAY_DATA,
  SANDBOX_MISMATCHED_SECURITY_CODES,
  cardBrandOf,
  isExpired,
  passesLuhn,
  securityCodeLength,
  testCardOutcome,
  type SandboxOutcome,
} from './test-cards';

/** Paths the sandbox serves from the API origin. */
export const SANDBOX_PATHS = {
  hostedFields: '/payments/hosted-fields',
  /** The full-page card form that needs no script (hosted-payment.pages.ts). */
  hostedPayment: '/payments/sandbox/hosted-payment',
  tokenize: endpoints.tokenizeCard.path,
  tokenizeCvv: endpoints.tokenizeSecurityCode.path,
  payPalApproval: '/payments/sandbox/paypal/approve',
} as const;

export interface SandboxProviderOptions {
  db: Database;
  /** HMAC key of capture contexts and merchant sessions. */
  secret: string;
  now: () => Date;
  /** The API's public origin for absolute URLs ('' keeps them relative). */
  publicUrl: string;
  /** Storefront origins allowed to frame the hosted fields and receive their tokens. */
  storefrontOrigins: readonly string[];
  /** Lifetime of a capture context (the payment session), default 15 minutes. */
  captureContextTtlSeconds?: number;
}

const TOKEN_TTL_MS = 15 * 60 * 1000;
/** The expiry of a card token an approved payment spent: the epoch, so it is never live again. */
const SPENT = new Date(0);
const PAYPAL_TTL_MS = 3 * 3600 * 1000;
const APPLE_PAY_GATEWAY = /^apple-pay-gateway(-[a-z0-9-]+)?\.apple\.com$/;

/** Google Pay's names of the card networks (`paymentMethodData.info.cardNetwork`). */
const GOOGLE_PAY_NETWORKS: Readonly<Record<CardBrand, string>> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  amex: 'AMEX',
  discover: 'DISCOVER',
};

const id = (prefix: string, bytes = 16) => `${prefix}_${randomBytes(bytes).toString('base64url')}`;

/**
 * The built-in sandbox processor: it behaves like a real processor's test mode (documented
 * test cards approve, decline, fail the CVV check or ask for a retry) and keeps its ledger
 * in the database so several API instances act as one. Card numbers and CVVs are read only
 * to derive the simulated issuer outcome, brand and last four; they are never stored.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly contexts: CaptureContextSigner;

  constructor(private readonly options: SandboxProviderOptions) {
    this.contexts = new CaptureContextSigner(
      options.secret,
      options.captureContextTtlSeconds ?? 15 * 60,
      options.now,
    );
  }

  private get db() {
    return this.options.db;
  }

  private now() {
    return this.options.now();
  }

  async createCaptureContext(input: {
    sessionId: string;
    targetOrigin: string;
    storedCard?: { providerToken: string };
  }): Promise<CaptureContext | null> {
    let cvv: CaptureContextClaims['cvv'];
    if (input.storedCard) {
      const { providerToken } = input.storedCard;
      const [card] = await this.db
        .select({ brand: sandboxStoredCards.brand })
        .from(sandboxStoredCards)
        .where(eq(sandboxStoredCards.id, providerToken));
      if (!card) return null;
      cvv = { brand: card.brand as CardBrand, card: this.cardDigest(providerToken) };
    }
    const { token, claims } = this.contexts.issue(input.sessionId, input.targetOrigin, cvv);
    const context = `?context=${encodeURIComponent(token)}`;
    return {
      captureContext: token,
      hostedFieldsUrl: `${this.options.publicUrl}${SANDBOX_PATHS.hostedFields}${context}`,
      hostedPaymentUrl: `${this.options.publicUrl}${SANDBOX_PATHS.hostedPayment}${context}`,
      targetOrigin: input.targetOrigin,
      expiresAt: new Date(claims.exp * 1000).toISOString(),
      allowedCardNetworks: [...CARD_BRANDS],
    };
  }

  verifyCaptureContext(context: string): CaptureContextClaims | null {
    return this.contexts.verify(context);
  }

  /** The claims of a live context of the wanted kind; 401 otherwise, as the fields expect. */
  private liveContext(context: string, kind: 'card' | 'cvv', lang: Language) {
    const claims = this.contexts.verify(context);
    if (!claims || (kind === 'cvv') !== (claims.cvv !== undefined)) {
      throw new DomainError(
        401,
        'CAPTURE_CONTEXT_INVALID',
        cardFieldMessage('contextExpired', lang),
        [{ field: 'captureContext', message: cardFieldMessage('contextExpired', lang) }],
      );
    }
    return claims;
  }

  /** A stored card's reference in capture contexts and security-code tokens (not the token). */
  private cardDigest(providerToken: string): string {
    return createHmac('sha256', this.options.secret)
      .update(`stored-card.${providerToken}`)
      .digest('base64url')
      .slice(0, 32);
  }

  async tokenize(input: {
    captureContext: string;
    card: CardInput;
    lang?: Language;
  }): Promise<TransientToken> {
    const lang = input.lang ?? 'en-us';
    const claims = this.liveContext(input.captureContext, 'card', lang);
    const { card } = input;
    const digits = card.number.replace(/[\s-]/g, '');
    const errors: { field: string; message: string }[] = [];
    const brand = /^\d{12,19}$/.test(digits) ? cardBrandOf(digits) : null;
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
      errors.push({ field: 'number', message: cardFieldMessage('number', lang) });
    } else if (!brand) {
      errors.push({ field: 'number', message: cardFieldMessage('brand', lang) });
    }
    const now = this.now();
    if (isExpired(card.expirationMonth, card.expirationYear, now)) {
      errors.push({ field: 'expirationYear', message: cardFieldMessage('expired', lang) });
    } else if (card.expirationYear > now.getUTCFullYear() + 20) {
      errors.push({ field: 'expirationYear', message: cardFieldMessage('expiration', lang) });
    }
    if (brand && !new RegExp(`^\\d{${securityCodeLength(brand)}}$`).test(card.securityCode)) {
      errors.push({ field: 'securityCode', message: cardFieldMessage('securityCode', lang) });
    }
    if (errors.length > 0 || !brand) throw new ValidationError(errors);

    const outcome = testCardOutcome(digits, card.securityCode);
    const token = id('tt', 24);
    const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
    const last4 = digits.slice(-4);
    await this.db.insert(sandboxCardTokens).values({
      id: token,
      contextId: claims.jti,
      sessionId: claims.sid,
      brand,
      last4,
      expMonth: card.expirationMonth,
      expYear: card.expirationYear,
      outcome,
      expiresAt,
    });
    return {
      transientToken: token,
      cardType: brand,
      cardNumberMask: `${'X'.repeat(digits.length - 4)}${last4}`,
      expMonth: card.expirationMonth,
      expYear: card.expirationYear,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async tokenizeCvv(input: {
    captureContext: string;
    securityCode: string;
    lang?: Language;
  }): Promise<CvvToken> {
    const lang = input.lang ?? 'en-us';
    const claims = this.liveContext(input.captureContext, 'cvv', lang);
    const { brand, card } = claims.cvv!;
    if (!new RegExp(`^\\d{${securityCodeLength(brand)}}$`).test(input.securityCode)) {
      throw new ValidationError([
        { field: 'securityCode', message: cardFieldMessage('securityCode', lang) },
      ]);
    }
    const token = id('cvv', 24);
    const expiresAt = new Date(this.now().getTime() + TOKEN_TTL_MS);
    await this.db.insert(sandboxCvvTokens).values({
      id: token,
      contextId: claims.jti,
      sessionId: claims.sid,
      cardDigest: card,
      outcome: SANDBOX_MISMATCHED_SECURITY_CODES.has(input.securityCode) ? 'mismatch' : 'match',
      expiresAt,
    });
    return { cvvToken: token, expiresAt: expiresAt.toISOString() };
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    const [existing] = await this.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.reference, request.reference));
    // A processor answers a repeated reference with the authorisation it already made.
    if (existing) return { approved: true, authorization: toAuthorization(existing) };

    const decided = await this.decide(request);
    if (decided.outcome !== 'approve') {
      return {
        approved: false,
        reason: decided.reason,
        retryable: decided.reason === 'PROCESSOR_UNAVAILABLE',
      };
    }
    const authorized = await this.db.transaction(async (tx) => {
      const byReference = async () =>
        (
          await tx
            .select()
            .from(sandboxAuthorizations)
            .where(eq(sandboxAuthorizations.reference, request.reference))
        )[0];
      const { source } = request;
      // A card entry or a Google Pay token pays once: the approval spends it, and a payment
      // that finds it spent is refused unless it repeats the reference that spent it.
      if (!(await this.spendToken(tx as unknown as Database, source))) {
        return (await byReference()) ?? 'spent';
      }
      const [row] = await tx
        .insert(sandboxAuthorizations)
        .values({
          id: id('auth'),
          method: source.method === 'stored-card' ? 'card' : source.method,
          amountCents: request.amountCents,
          brand: decided.brand,
          last4: decided.last4,
          reference: request.reference,
        })
        .onConflictDoNothing({ target: sandboxAuthorizations.reference })
        .returning();
      return row ?? (await byReference());
    });
    if (authorized === 'spent') return { approved: false, reason: 'TOKEN_SPENT', retryable: false };
    const made = authorized;
    if (!made) return { approved: false, reason: 'PROCESSOR_UNAVAILABLE', retryable: true };
    if (request.source.method === 'paypal') {
      await this.db
        .update(payPalSessions)
        .set({ status: 'authorized' })
        .where(eq(payPalSessions.id, request.source.paymentId));
    }
    return { approved: true, authorization: toAuthorization(made) };
  }

  /**
   * Spends the one-use token a payment source carries (a card entry's transient token, a
   * Google Pay token): false when it is no longer live. A source without one spends nothing.
   */
  private async spendToken(db: Database, source: PaymentSource): Promise<boolean> {
    const now = this.now();
    if (source.method === 'card') {
      const [spent] = await db
        .update(sandboxCardTokens)
        .set({ expiresAt: SPENT })
        .where(
          and(
            eq(sandboxCardTokens.id, source.transientToken),
            sql`${sandboxCardTokens.expiresAt} > ${now.toISOString()}`,
          ),
        )
        .returning({ id: sandboxCardTokens.id });
      return spent !== undefined;
    }
    if (source.method === 'google-pay') {
      const [spent] = await db
        .update(sandboxGooglePayTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(sandboxGooglePayTokens.id, source.token),
            isNull(sandboxGooglePayTokens.usedAt),
            sql`${sandboxGooglePayTokens.expiresAt} > ${now.toISOString()}`,
          ),
        )
        .returning({ id: sandboxGooglePayTokens.id });
      return spent !== undefined;
    }
    return true;
  }

  /** Why a card token is not live: spent by an approved payment, or unknown or expired. */
  private async deadTokenReason(source: { transientToken: string }): Promise<DeclineReason> {
    const [token] = await this.db
      .select({ expiresAt: sandboxCardTokens.expiresAt })
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.id, source.transientToken));
    return token?.expiresAt.getTime() === SPENT.getTime() ? 'TOKEN_SPENT' : 'INVALID_TOKEN';
  }

  /** The simulated issuer's answer for a payment source. */
  private async decide(request: AuthorizeRequest): Promise<Decision> {
    const { source } = request;
    if (source.method === 'card') {
      // Counting the attempt and reading the token is one statement, so concurrent attempts
      // each see their own count.
      const [token] = await this.db
        .update(sandboxCardTokens)
        .set({ attempts: sql`${sandboxCardTokens.attempts} + 1` })
        .where(
          and(
            eq(sandboxCardTokens.id, source.transientToken),
            eq(sandboxCardTokens.sessionId, request.sessionId),
            sql`${sandboxCardTokens.expiresAt} > ${this.now().toISOString()}`,
          ),
        )
        .returning();
      if (!token) return { outcome: 'decline', reason: await this.deadTokenReason(source) };
      if (isExpired(token.expMonth, token.expYear, this.now())) {
        return { outcome: 'decline', reason: 'EXPIRED_CARD' };
      }
      return outcomeOf(token.outcome as SandboxOutcome, token.attempts, token.brand, token.last4);
    }
    if (source.method === 'stored-card') return this.decideStoredCard(source, request.sessionId);
    if (source.method === 'google-pay') return this.decideGooglePay(source.token);
    if (source.method === 'apple-pay') {
      const outcome = SANDBOX_APPLE_PAY_DATA[source.token.paymentData.data];
      if (!outcome) return { outcome: 'decline', reason: 'INVALID_TOKEN' };
      const display = source.token.paymentMethod.displayName ?? '';
      const last4 = /(\d{4})\s*$/.exec(display)?.[1] ?? null;
      const network = source.token.paymentMethod.network?.toLowerCase() ?? null;
      return outcomeOf(outcome, 1, network, last4);
    }
    const [session] = await this.db
      .select()
      .from(payPalSessions)
      .where(
        and(
          eq(payPalSessions.id, source.paymentId),
          eq(payPalSessions.sessionId, request.sessionId),
        ),
      );
    if (!session || session.status !== 'approved' || !session.payPalOrderId) {
      return { outcome: 'decline', reason: 'PAYPAL_NOT_APPROVED' };
    }
    if (session.amountCents !== request.amountCents) {
      return { outcome: 'decline', reason: 'AMOUNT_MISMATCH' };
    }
    return { outcome: 'approve', brand: 'paypal', last4: null };
  }

  /**
   * A Google Pay token is decided by the test card it was issued for, while it is live: one
   * the sandbox never issued (or whose time is up) is invalid, one an approval spent is spent.
   */
  private async decideGooglePay(token: string): Promise<Decision> {
    const [row] = await this.db
      .update(sandboxGooglePayTokens)
      .set({ attempts: sql`${sandboxGooglePayTokens.attempts} + 1` })
      .where(
        and(
          eq(sandboxGooglePayTokens.id, token),
          isNull(sandboxGooglePayTokens.usedAt),
          sql`${sandboxGooglePayTokens.expiresAt} > ${this.now().toISOString()}`,
        ),
      )
      .returning();
    if (row) return outcomeOf(row.outcome as SandboxOutcome, row.attempts, row.brand, row.last4);
    const [dead] = await this.db
      .select({ usedAt: sandboxGooglePayTokens.usedAt })
      .from(sandboxGooglePayTokens)
      .where(eq(sandboxGooglePayTokens.id, token));
    return { outcome: 'decline', reason: dead?.usedAt ? 'TOKEN_SPENT' : 'INVALID_TOKEN' };
  }

  /**
   * A stored card is charged with a security code typed for it in this session: the code's
   * token must be live, unspent and made for this very card. An approval spends it.
   */
  private async decideStoredCard(
    source: Extract<AuthorizeRequest['source'], { method: 'stored-card' }>,
    sessionId: string,
  ): Promise<Decision> {
    const [cvv] = await this.db
      .update(sandboxCvvTokens)
      .set({ attempts: sql`${sandboxCvvTokens.attempts} + 1` })
      .where(
        and(
          eq(sandboxCvvTokens.id, source.cvvToken),
          eq(sandboxCvvTokens.sessionId, sessionId),
          eq(sandboxCvvTokens.cardDigest, this.cardDigest(source.providerToken)),
          isNull(sandboxCvvTokens.usedAt),
          sql`${sandboxCvvTokens.expiresAt} > ${this.now().toISOString()}`,
        ),
      )
      .returning();
    const [card] = cvv
      ? await this.db
          .select()
          .from(sandboxStoredCards)
          .where(eq(sandboxStoredCards.id, source.providerToken))
      : [];
    if (!cvv || !card) return { outcome: 'decline', reason: 'INVALID_TOKEN' };
    if (isExpired(card.expMonth, card.expYear, this.now())) {
      return { outcome: 'decline', reason: 'EXPIRED_CARD' };
    }
    if (cvv.outcome !== 'match') return { outcome: 'decline', reason: 'CVV_MISMATCH' };
    const decided = outcomeOf(card.outcome as SandboxOutcome, cvv.attempts, card.brand, card.last4);
    if (decided.outcome !== 'approve') return decided;
    const [spent] = await this.db
      .update(sandboxCvvTokens)
      .set({ usedAt: this.now() })
      .where(and(eq(sandboxCvvTokens.id, cvv.id), isNull(sandboxCvvTokens.usedAt)))
      .returning({ id: sandboxCvvTokens.id });
    return spent ? decided : { outcome: 'decline', reason: 'INVALID_TOKEN' };
  }

  async capture(authorizationId: string, amountCents?: number): Promise<Authorization> {
    const current = await this.find(authorizationId);
    if (current.status !== 'authorized') {
      throw new PaymentStateError(
        `Authorization ${authorizationId} is ${current.status}; only an authorized payment can be captured.`,
      );
    }
    const amount = amountCents ?? current.amountCents;
    if (!Number.isInteger(amount) || amount <= 0 || amount > current.amountCents) {
      throw new PaymentStateError(
        `A capture must be between 1 and ${current.amountCents} cents (the authorised amount).`,
      );
    }
    return this.transition(authorizationId, 'authorized', {
      status: 'captured',
      capturedCents: amount,
    });
  }

  authorization(authorizationId: string): Promise<Authorization> {
    return this.find(authorizationId);
  }

  async void(authorizationId: string): Promise<Authorization> {
    const current = await this.find(authorizationId);
    if (current.status !== 'authorized') {
      throw new PaymentStateError(
        `Authorization ${authorizationId} is ${current.status}; only an authorized payment can be voided.`,
      );
    }
    return this.transition(authorizationId, 'authorized', { status: 'voided' });
  }

  async refund(authorizationId: string, amountCents: number): Promise<Authorization> {
    const current = await this.find(authorizationId);
    const refundable = current.capturedCents - current.refundedCents;
    if (current.status !== 'captured' && current.status !== 'partially_refunded') {
      throw new PaymentStateError(
        `Authorization ${authorizationId} is ${current.status}; only captured money can be refunded.`,
      );
    }
    if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > refundable) {
      throw new PaymentStateError(
        `A refund must be between 1 and ${refundable} cents (captured and not yet refunded).`,
      );
    }
    // Conditional on the refunded amount read, so two concurrent refunds cannot both pass.
    const [row] = await this.db
      .update(sandboxAuthorizations)
      .set({
        refundedCents: sql`${sandboxAuthorizations.refundedCents} + ${amountCents}`,
        status: amountCents === refundable ? 'refunded' : 'partially_refunded',
        updatedAt: this.now(),
      })
      .where(
        and(
          eq(sandboxAuthorizations.id, authorizationId),
          eq(sandboxAuthorizations.refundedCents, current.refundedCents),
        ),
      )
      .returning();
    if (!row) throw new PaymentStateError('The payment changed while refunding; try again.');
    return toAuthorization(row);
  }

  async saveCard(input: { transientToken: string; sessionId: string }): Promise<StoredCardToken> {
    const [token] = await this.db
      .select()
      .from(sandboxCardTokens)
      .where(
        and(
          eq(sandboxCardTokens.id, input.transientToken),
          eq(sandboxCardTokens.sessionId, input.sessionId),
        ),
      );
    if (!token) throw new NotFoundError('The card token is unknown or expired.', 'transientToken');
    const stored = {
      providerToken: `card_${createHmac('sha256', this.options.secret).update(token.id).digest('base64url').slice(0, 32)}`,
      brand: token.brand as StoredCardToken['brand'],
      last4: token.last4,
      expMonth: token.expMonth,
      expYear: token.expYear,
    };
    // The vault keeps what charging the card again needs; a token kept twice is one card.
    await this.db
      .insert(sandboxStoredCards)
      .values({
        id: stored.providerToken,
        brand: stored.brand,
        last4: stored.last4,
        expMonth: stored.expMonth,
        expYear: stored.expYear,
        outcome: token.outcome,
      })
      .onConflictDoNothing();
    return stored;
  }

  payPal: PaymentProvider['payPal'] = {
    createSession: async (input) => {
      const paymentId = id('PAYID', 12);
      const [row] = await this.db
        .insert(payPalSessions)
        .values({
          id: paymentId,
          sessionId: input.sessionId,
          merchantReferenceCode: input.merchantReferenceCode,
          amountCents: input.amountCents,
          lineItems: input.lineItems,
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
          expiresAt: new Date(this.now().getTime() + PAYPAL_TTL_MS),
        })
        .returning();
      return this.payPalView(row!);
    },
    getSession: async (paymentId, sessionId) => {
      const [row] = await this.db
        .select()
        .from(payPalSessions)
        .where(eq(payPalSessions.id, paymentId));
      if (!row || (sessionId !== undefined && row.sessionId !== sessionId)) return null;
      return this.payPalView(row);
    },
    decide: async (paymentId, decision) => {
      const [row] = await this.db
        .update(payPalSessions)
        .set(
          decision === 'approve'
            ? { status: 'approved', payerId: id('PAYER', 9) }
            : { status: 'cancelled' },
        )
        .where(
          and(
            eq(payPalSessions.id, paymentId),
            eq(payPalSessions.status, 'created'),
            sql`${payPalSessions.expiresAt} > ${this.now().toISOString()}`,
          ),
        )
        .returning();
      if (!row)
        throw new PaymentStateError('This PayPal payment is no longer waiting for approval.');
      return this.payPalView(row);
    },
    createOrder: async ({ paymentId, payerId, sessionId }) => {
      const [row] = await this.db
        .select()
        .from(payPalSessions)
        .where(and(eq(payPalSessions.id, paymentId), eq(payPalSessions.sessionId, sessionId)));
      if (!row) throw new NotFoundError('No PayPal payment has this id.', 'paymentId');
      if (row.status !== 'approved' || row.payerId !== payerId) {
        throw new PaymentStateError('The payer has not approved this PayPal payment.');
      }
      if (row.payPalOrderId) return this.payPalView(row);
      const [updated] = await this.db
        .update(payPalSessions)
        .set({ payPalOrderId: sql`coalesce(${payPalSessions.payPalOrderId}, ${id('O', 10)})` })
        .where(eq(payPalSessions.id, paymentId))
        .returning();
      return this.payPalView(updated!);
    },
  };

  applePay: PaymentProvider['applePay'] = {
    createMerchantSession: async (input) => {
      let url: URL;
      try {
        url = new URL(input.validationUrl);
      } catch {
        url = new URL('invalid://');
      }
      if (url.protocol !== 'https:' || !APPLE_PAY_GATEWAY.test(url.hostname)) {
        const message = 'The validation URL must be an Apple Pay gateway URL.';
        throw new ValidationError([{ field: 'validationURL', message }]);
      }
      const allowed = this.options.storefrontOrigins.map((origin) => new URL(origin).hostname);
      if (!allowed.includes(input.domainName)) {
        const message = 'Apple Pay is not enabled for this domain.';
        throw new ValidationError([{ field: 'domainName', message }]);
      }
      const epochTimestamp = this.now().getTime();
      const body = {
        epochTimestamp,
        expiresAt: epochTimestamp + 5 * 60 * 1000,
        merchantSessionIdentifier: id('SSH', 24),
        nonce: randomBytes(8).toString('hex'),
        merchantIdentifier: 'merchant.com.snackshop.sandbox',
        domainName: input.domainName,
        displayName: input.displayName,
      };
      const signature = createHmac('sha256', this.options.secret)
        .update(`apple-pay.${JSON.stringify(body)}`)
        .digest('base64');
      return { ...body, signature } satisfies ApplePayMerchantSession;
    },
  };

  googlePay: PaymentProvider['googlePay'] = {
    testToken: async ({ cardNumber }): Promise<GooglePayTestToken | null> => {
      const digits = cardNumber.replace(/[\s-]/g, '');
      const brand = /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? cardBrandOf(digits) : null;
      if (!brand) return null;
      const token = id('gpay', 24);
      const last4 = digits.slice(-4);
      const expiresAt = new Date(this.now().getTime() + TOKEN_TTL_MS);
      await this.db.insert(sandboxGooglePayTokens).values({
        id: token,
        brand,
        last4,
        outcome: testCardOutcome(digits),
        expiresAt,
      });
      return {
        token,
        cardNetwork: GOOGLE_PAY_NETWORKS[brand],
        cardDetails: last4,
        expiresAt: expiresAt.toISOString(),
      };
    },
  };

  private async find(authorizationId: string) {
    const [row] = await this.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.id, authorizationId));
    if (!row) throw new NotFoundError(`No authorization ${authorizationId}.`, 'authorizationId');
    return toAuthorization(row);
  }

  /** Moves an authorisation out of `from` only if it is still there (concurrency-safe). */
  private async transition(
    authorizationId: string,
    from: Authorization['status'],
    set: Partial<typeof sandboxAuthorizations.$inferInsert>,
  ) {
    const [row] = await this.db
      .update(sandboxAuthorizations)
      .set({ ...set, updatedAt: this.now() })
      .where(
        and(eq(sandboxAuthorizations.id, authorizationId), eq(sandboxAuthorizations.status, from)),
      )
      .returning();
    if (!row) throw new PaymentStateError(`Authorization ${authorizationId} is no longer ${from}.`);
    return toAuthorization(row);
  }

  private payPalView(row: typeof payPalSessions.$inferSelect): PayPalSession {
    return {
      paymentId: row.id,
      merchantReferenceCode: row.merchantReferenceCode,
      status: row.status,
      amountCents: row.amountCents,
      payerId: row.payerId,
      payPalOrderId: row.payPalOrderId,
      approvalUrl: `${this.options.publicUrl}${SANDBOX_PATHS.payPalApproval}?token=${row.id}`,
      lineItems: row.lineItems,
      returnUrl: row.returnUrl,
      cancelUrl: row.cancelUrl,
      expiresAt: row.expiresAt.toISOString(),
    };
  }
}

/** The simulated issuer's answer: approved with what to record, or why not. */
type Decision =
  | { outcome: 'approve'; brand: string | null; last4: string | null }
  | { outcome: 'decline'; reason: Exclude<AuthorizeResult, { approved: true }>['reason'] };

function outcomeOf(
  outcome: SandboxOutcome,
  attempt: number,
  brand: string | null,
  last4: string | null,
) {
  switch (outcome) {
    case 'approve':
      return { outcome: 'approve' as const, brand, last4 };
    case 'decline-insufficient-funds':
      return { outcome: 'decline' as const, reason: 'INSUFFICIENT_FUNDS' as const };
    case 'decline-stolen-card':
      return { outcome: 'decline' as const, reason: 'STOLEN_CARD' as const };
    case 'cvv-mismatch':
      return { outcome: 'decline' as const, reason: 'CVV_MISMATCH' as const };
    case 'processor-unavailable-once':
      return attempt <= 1
        ? { outcome: 'decline' as const, reason: 'PROCESSOR_UNAVAILABLE' as const }
        : { outcome: 'approve' as const, brand, last4 };
  }
}

function toAuthorization(row: typeof sandboxAuthorizations.$inferSelect): Authorization {
  return {
    id: row.id,
    method: row.method,
    amountCents: row.amountCents,
    capturedCents: row.capturedCents,
    refundedCents: row.refundedCents,
    status: row.status,
    brand: row.brand,
    last4: row.last4,
  };
}
