import { randomUUID } from 'node:crypto';
import { REWARD_FREE_PACK_POINTS } from '@snackshop/commerce-core/constants';
import { and, eq, gte, like } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { orders, products, rewardPoints, sandboxAuthorizations } from '../db/schema/index';
import { lastMailTo, signedInCustomer } from '../../test/account-fixtures';
import { cardToken, checkoutBody, STOREFRONT, submitOrder } from '../../test/checkout-fixtures';
import type { AuthorizeRequest, AuthorizeResult } from '../payments/provider';
import { SandboxPaymentProvider } from '../payments/sandbox/sandbox-provider';
import { describeApi, type TestApi } from '../../test/harness';
import { findProducts, type ProductRow } from '../../test/pricing-fixtures';
import { pointsEarnedFor, reverseOrderPoints } from './ledger';

const VISA = '4111111111111111';

/** The sandbox processor; while `together` is set, that many authorisations answer only once all have arrived. */
class TogetherProvider extends SandboxPaymentProvider {
  together = 0;
  private waiting: (() => void)[] = [];

  override async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    if (this.together > 0) {
      const arrived = new Promise<void>((resolve) => this.waiting.push(resolve));
      if (this.waiting.length === this.together) {
        this.together = 0;
        for (const release of this.waiting.splice(0)) release();
      }
      await arrived;
    }
    return super.authorize(request);
  }
}

let provider: TogetherProvider;

/** The Snack Rewards points ledger of decision 0049, as members and their orders meet it. */
describeApi(
  'rewards points',
  (api) => {
    /** Snacks in stock, cheapest first. */
    let snacks: ProductRow[];
    beforeAll(async () => {
      snacks = (
        await findProducts(
          api().database.db,
          and(eq(products.kind, 'snack'), eq(products.isActive, true), gte(products.stockQty, 200)),
        )
      )
        // At least a dollar: a free pack of two leaves one that earns points.
        .filter((snack) => !snack.freeSample && snack.priceCents >= 100)
        .sort((a, b) => a.priceCents - b.priceCents);
      expect(snacks.length).toBeGreaterThan(3);
    });

    const member = () => signedInCustomer(api(), { sourceID: 'rewards' });
    const points = async (shopper: { api: TestApi }) => {
      const answer = await shopper.api.call('rewardPoints', { query: { lang: 'en-us' } });
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    /** Enough of the dearest snack for an order that earns at least `atLeast` points. */
    const linesEarning = (atLeast: number) => {
      const snack = snacks.at(-1)!;
      const quantity = Math.ceil(atLeast / pointsEarnedFor(snack.priceCents) + 0.01);
      return [{ productId: snack.id, quantity }];
    };
    const order = async (
      shopper: { api: TestApi },
      cartItems: unknown[],
      extra: Record<string, unknown> = {},
      key?: string,
    ) =>
      submitOrder(
        shopper.api,
        {
          ...checkoutBody(cartItems, extra),
          paymentInfo: { method: 'card', transientToken: await cardToken(shopper.api, VISA) },
        },
        { key },
      );
    const orderId = async (orderNumber: string) =>
      (await api().database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!
        .id;

    it('earns a member points for what an order paid, once, however often it is sent', async () => {
      const shopper = await member();
      expect(await points(shopper)).toMatchObject({ member: true, balance: 0, entries: [] });
      const snack = snacks[1]!;
      const key = randomUUID();
      const body = {
        ...checkoutBody([{ productId: snack.id, quantity: 3 }]),
        paymentInfo: {
          method: 'card' as const,
          transientToken: await cardToken(shopper.api, VISA),
        },
      };
      const placed = await submitOrder(shopper.api, body, { key });
      expect(placed.status).toBe(201);
      const earned = pointsEarnedFor(snack.priceCents * 3);
      expect(earned).toBeGreaterThan(0);
      const again = await submitOrder(shopper.api, body, { key });
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');

      const answer = await points(shopper);
      expect(answer.balance).toBe(earned);
      expect(answer.entries).toEqual([
        {
          kind: 'earned',
          points: earned,
          orderNumber: placed.body.data.orderNumber,
          createdAt: expect.any(String),
        },
      ]);
    });

    it('earns nothing for a customer outside the programme, and answers only the caller’s points', async () => {
      const shopper = await signedInCustomer(api(), { sourceID: 'snacks' });
      expect((await order(shopper, linesEarning(50))).status).toBe(201);
      expect(await points(shopper)).toMatchObject({ member: false, balance: 0, entries: [] });
      const visitor = await api().refusal('rewardPoints', { query: { lang: 'en-us' } });
      expect(visitor.status).toBe(401);
    });

    it('takes the lowest-priced snack off as a free pack and spends its points', async () => {
      const shopper = await member();
      expect((await order(shopper, linesEarning(REWARD_FREE_PACK_POINTS))).status).toBe(201);
      const before = (await points(shopper)).balance;
      expect(before).toBeGreaterThanOrEqual(REWARD_FREE_PACK_POINTS);

      const [cheap, dear] = [snacks[0]!, snacks.at(-1)!];
      const cart = [
        { productId: dear.id, quantity: 1 },
        { productId: cheap.id, quantity: 2 },
      ];
      const priced = await shopper.api.call('shippingCharge', {
        body: { cartItems: cart, redeemReward: true, lang: 'en-us' },
      });
      expect(priced.body.data).toMatchObject({
        rewardCents: cheap.priceCents,
        discountCents: cheap.priceCents,
        subTotalCents: dear.priceCents + 2 * cheap.priceCents,
      });

      const placed = await order(shopper, cart, { redeemReward: true });
      expect(placed.status).toBe(201);
      expect(placed.body.data).toMatchObject({
        rewardCents: cheap.priceCents,
        discountCents: cheap.priceCents,
      });
      // The confirmation email names the free pack in a row of its own.
      const mail = await lastMailTo(api(), 'robin.ohara@example.com');
      expect(mail?.html).toContain('Snack Rewards free pack');
      const paid = dear.priceCents + cheap.priceCents;
      const after = await points(shopper);
      expect(after.balance).toBe(before - REWARD_FREE_PACK_POINTS + pointsEarnedFor(paid));
      expect(after.entries.map((entry) => [entry.kind, entry.points])).toEqual(
        expect.arrayContaining([
          ['redeemed', -REWARD_FREE_PACK_POINTS],
          ['earned', pointsEarnedFor(paid)],
        ]),
      );
    });

    it('refuses a free pack to a visitor and to a member short of points, in their language, and prices the cart without it', async () => {
      const lines = [{ productId: snacks[0]!.id, quantity: 1 }];
      const visitor = await api().refusal('submittedOrder', {
        body: {
          ...checkoutBody(lines, { redeemReward: true }),
          paymentInfo: { method: 'card', transientToken: await cardToken(api(), VISA) },
        },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect(visitor.status).toBe(422);
      expect(visitor.body).toMatchObject({
        code: 'REWARD_MEMBERS_ONLY',
        message: 'Sign in as a Snack Rewards member to use your points.',
        errors: [{ field: 'redeemReward' }],
      });

      const shopper = await member();
      const short = await shopper.api.refusal('submittedOrder', {
        body: {
          ...checkoutBody(lines, { redeemReward: true, lang: 'es-us' }),
          paymentInfo: { method: 'card', transientToken: await cardToken(shopper.api, VISA) },
        },
        headers: { 'Idempotency-Key': randomUUID() },
      });
      expect(short.status).toBe(422);
      expect(short.body).toMatchObject({
        code: 'REWARD_POINTS_SHORT',
        message: `Un paquete gratis cuesta ${REWARD_FREE_PACK_POINTS} puntos; usted tiene 0.`,
      });
      const priced = await shopper.api.call('shippingCharge', {
        body: { cartItems: lines, redeemReward: true, lang: 'en-us' },
      });
      expect(priced.body.data).toMatchObject({ rewardCents: 0, discountCents: 0 });
      expect((await points(shopper)).entries).toEqual([]);
    });

    it('spends points once when two checkouts redeem them at the same time: one order, one refusal, its hold released', async () => {
      const shopper = await member();
      expect((await order(shopper, linesEarning(REWARD_FREE_PACK_POINTS))).status).toBe(201);
      const before = (await points(shopper)).balance;
      expect(before).toBeLessThan(2 * REWARD_FREE_PACK_POINTS);

      const cheap = snacks[0]!;
      const cart = [{ productId: cheap.id, quantity: 2 }];
      const keys = [randomUUID(), randomUUID()];
      // Both past the pricing check and authorised before either writes its order.
      provider.together = 2;
      const answers = await Promise.all(
        keys.map((key) => order(shopper, cart, { redeemReward: true }, key)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
      const refusedAt = answers.findIndex((answer) => answer.status === 422);
      expect(answers[refusedAt]!.body).toMatchObject({ code: 'REWARD_POINTS_SHORT' });

      const after = await points(shopper);
      expect(after.balance).toBe(
        before - REWARD_FREE_PACK_POINTS + pointsEarnedFor(cheap.priceCents),
      );
      expect(after.entries.filter((entry) => entry.kind === 'redeemed')).toHaveLength(1);
      // The refused checkout's authorisation was voided, not left holding the card.
      const [hold] = await api()
        .database.db.select({ status: sandboxAuthorizations.status })
        .from(sandboxAuthorizations)
        .where(like(sandboxAuthorizations.reference, `%:${keys[refusedAt]}`));
      expect(hold?.status).toBe('voided');
    });

    it('gives a cancelled order’s points back once: what it earned taken back, what it spent returned', async () => {
      const shopper = await member();
      expect((await order(shopper, linesEarning(REWARD_FREE_PACK_POINTS))).status).toBe(201);
      const placed = await order(shopper, [{ productId: snacks[0]!.id, quantity: 2 }], {
        redeemReward: true,
      });
      expect(placed.status).toBe(201);
      const before = (await points(shopper)).balance;
      const id = await orderId(placed.body.data.orderNumber);
      const db = api().database.db;
      await db.transaction(async (tx) => {
        await reverseOrderPoints(tx as never, id);
        await reverseOrderPoints(tx as never, id);
      });
      const earned = pointsEarnedFor(snacks[0]!.priceCents);
      const after = await points(shopper);
      expect(after.balance).toBe(before + REWARD_FREE_PACK_POINTS - earned);
      const rows = await db.select().from(rewardPoints).where(eq(rewardPoints.orderId, id));
      expect(rows.map((row) => [row.kind, row.points]).sort()).toEqual(
        [
          ['earned', earned],
          ['earning-reversed', -earned],
          ['redeemed', -REWARD_FREE_PACK_POINTS],
          ['redemption-returned', REWARD_FREE_PACK_POINTS],
        ].sort(),
      );
    });
  },
  {
    app: (origin, db) => {
      provider = new TogetherProvider({
        db,
        secret: 'rewards-test-secret-0123456789abcdef',
        now: () => new Date(),
        publicUrl: origin,
        storefrontOrigins: [STOREFRONT],
      });
      return { checkout: { payments: provider } };
    },
  },
);
