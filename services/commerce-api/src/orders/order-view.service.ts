import { centsToDollars } from '@snackshop/commerce-core/cart';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderLines, orders, payments } from '../db/schema/index';
import type { OrderView } from '@snackshop/commerce-core/contract';
import { LANGUAGES, type Language } from '@snackshop/commerce-core/language';
import { loadBundles, loadProductFacts, titleIn } from '../pricing/catalogue-facts';
import { multipackTitle } from '../pricing/price-lines';

/** An order with its lines and payment, as the API shows it; null when unknown. */
export async function loadOrderView(db: Database, orderId: string): Promise<OrderView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [lines, [payment]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.createdAt))
      .limit(1),
  ]);
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    phoneNumber: order.phone,
    shipping: order.shipping,
    billing: order.billing,
    giftOrder: order.gift !== null,
    gift: order.gift,
    includesGiftCard: order.includesGiftCard,
    couponName: order.couponCode,
    paymentMethod: order.paymentMethod,
    card:
      payment && payment.method !== 'paypal'
        ? { cardType: payment.cardBrand, last4: payment.cardLast4 }
        : null,
    lines: lines.map((line) => ({
      productId: line.mixPackId ?? (line.productId === null ? null : String(line.productId)),
      bundleId: line.bundleId === null ? null : String(line.bundleId),
      mixPackId: line.mixPackId,
      title: line.title,
      quantity: line.quantity,
      price: centsToDollars(line.unitPriceCents),
      priceCents: line.unitPriceCents,
      lineTotal: centsToDollars(line.lineTotalCents),
      lineTotalCents: line.lineTotalCents,
      multipackList: line.components
        ? line.components.map((c) => ({ productId: String(c.productId), quantity: c.quantity }))
        : null,
      giftCardId: line.giftCardId === null ? null : String(line.giftCardId),
      giftCard: line.giftCard,
      isFreeSample: line.freeSample,
    })),
    subTotal: centsToDollars(order.subtotalCents),
    subTotalCents: order.subtotalCents,
    discount: centsToDollars(order.discountCents),
    discountCents: order.discountCents,
    rewardCents: order.rewardCents,
    shippingCharge: centsToDollars(order.shippingCents),
    shippingChargeCents: order.shippingCents,
    tax: centsToDollars(order.taxCents),
    taxCents: order.taxCents,
    totalAmount: centsToDollars(order.totalCents),
    totalAmountCents: order.totalCents,
  };
}

const GENERIC_MULTIPACK_TITLES = new Set(LANGUAGES.map(multipackTitle));

/**
 * An order as read in `lang`: its products and bundles named as the catalogue names them in
 * that language, whatever language the order was placed in, and a build-your-own multipack
 * by the shop's name for it (a saved mix keeps its own name). Other lines (gift cards, a
 * product no longer in the catalogue) keep the title they were ordered under.
 */
export async function orderViewIn(db: Database, view: OrderView, lang: Language) {
  const productIds = view.lines.flatMap((line) =>
    !line.multipackList && !line.bundleId && line.productId && /^\d+$/.test(line.productId)
      ? [Number(line.productId)]
      : [],
  );
  const bundleIds = view.lines.flatMap((line) =>
    line.bundleId && /^\d+$/.test(line.bundleId) ? [Number(line.bundleId)] : [],
  );
  const [products, bundles] = await Promise.all([
    loadProductFacts(db, productIds),
    loadBundles(db, bundleIds),
  ]);
  return {
    ...view,
    lines: view.lines.map((line) => {
      if (line.multipackList) {
        return GENERIC_MULTIPACK_TITLES.has(line.title)
          ? { ...line, title: multipackTitle(lang) }
          : line;
      }
      const bundle = line.bundleId ? bundles.get(Number(line.bundleId)) : undefined;
      if (bundle) return { ...line, title: titleIn(bundle, lang) };
      const product =
        !line.bundleId && line.productId ? products.get(Number(line.productId)) : undefined;
      return product ? { ...line, title: titleIn(product, lang) } : line;
    }),
  };
}
