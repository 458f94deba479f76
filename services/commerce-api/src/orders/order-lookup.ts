import { formatMessage } from '@snackshop/commerce-core/messages';
import type { Language } from '@snackshop/commerce-core/language';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema/index';
import { RateLimitedError, type RateLimitRule } from '../rate-limit/rate-limits';
import type { OrderView } from '@snackshop/commerce-core/contract';

/**
 * Order Lookup attempts per client address and per order number: 10 in 15 minutes. The
 * order-number counter stops a sweep of emails against one number from many addresses; the
 * address counter stops one client trying many numbers.
 */
export const ORDER_LOOKUP_LIMIT: RateLimitRule = {
  name: 'order-lookup',
  limit: 10,
  windowMs: 15 * 60_000,
};

/**
 * Order Lookup's order: the one numbered `orderNumber` (already normalised) whose email is
 * `email`, in any case; null when either does not match.
 */
export async function lookupOrder(
  db: Database,
  orderNumber: string,
  email: string,
): Promise<{ id: string } | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, orderNumber),
        sql`lower(${orders.email}) = ${email.toLowerCase()}`,
      ),
    );
  return order ?? null;
}

const HIDDEN = '•';

/** Every character of each word after its first hidden: `120 N Michigan Ave` → `1•• N M••••••• A••`. */
function maskWords(text: string): string {
  return text.replace(/\S+/g, (word) => word[0] + HIDDEN.repeat(word.length - 1));
}

/** `robin.ohara@example.com` → `r•••@example.com`: enough to recognise, not to reuse. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN.repeat(3);
  return `${email[0]}${HIDDEN.repeat(3)}${email.slice(at)}`;
}

type Address = OrderView['shipping'];

function maskAddress(address: Address): Address {
  const { addressDetails, ...rest } = address;
  return {
    ...rest,
    lastName: address.lastName ? `${address.lastName[0]}.` : '',
    address: maskWords(address.address),
    ...(addressDetails ? { addressDetails: maskWords(addressDetails) } : {}),
    zipcode: `${address.zipcode.slice(0, 3)}${HIDDEN.repeat(Math.max(0, address.zipcode.length - 3))}`,
  };
}

/**
 * An order as Order Lookup shows it to whoever knows its number and email: amounts, lines,
 * status and gift messages in full; names, street, ZIP and gift recipients' emails (of the
 * gift order and of e-gift cards) partly hidden; no phone number. The owner (thank-you
 * page) still sees the whole order.
 */
export function lookupView(view: OrderView): OrderView {
  return {
    ...view,
    phoneNumber: null,
    shipping: maskAddress(view.shipping),
    billing: maskAddress(view.billing),
    gift: view.gift ? maskRecipient(view.gift) : null,
    lines: view.lines.map((line) =>
      line.giftCard?.recipient
        ? {
            ...line,
            giftCard: { ...line.giftCard, recipient: maskRecipient(line.giftCard.recipient) },
          }
        : line,
    ),
  };
}

/** A gift recipient with the last name cut to its initial and the email partly hidden. */
function maskRecipient<T extends { lastName?: string; recipientEmail: string }>(recipient: T): T {
  return {
    ...recipient,
    ...(recipient.lastName ? { lastName: `${recipient.lastName[0]}.` } : {}),
    recipientEmail: maskEmail(recipient.recipientEmail),
  };
}

/** The 429 of Order Lookup, in the caller's language. */
export function lookupRateLimited(language: Language, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const message =
    minutes === 1
      ? formatMessage('orderLookupThrottledMinute', language)
      : formatMessage('orderLookupThrottled', language, { minutes });
  return new RateLimitedError(message, retryAfterSeconds);
}
