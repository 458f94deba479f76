import { centsToDollars } from '@snackshop/commerce-core/cart';
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines, orders, payments } from '../../db/schema/index';
import type { OrderView } from '@snackshop/commerce-core/contract';

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
    })),
    subTotal: centsToDollars(order.subtotalCents),
    subTotalCents: order.subtotalCents,
    discount: centsToDollars(order.discountCents),
    discountCents: order.discountCents,
    shippingCharge: centsToDollars(order.shippingCents),
    shippingChargeCents: order.shippingCents,
    tax: centsToDollars(order.taxCents),
    taxCents: order.taxCents,
    totalAmount: centsToDollars(order.totalCents),
    totalAmountCents: order.totalCents,
  };
}
