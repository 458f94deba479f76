import { toWholeCount } from './money';
import type { CartLine, GiftCardCartLine, GiftCardRecipient } from './types';

/** Most cards one gift-card line may hold: enough for a team, not a reseller. */
export const MAX_GIFT_CARD_QUANTITY = 10;

/** True when the line is a gift card (physical or e-gift). */
export function isGiftCardLine(line: CartLine): line is GiftCardCartLine {
  return typeof line.giftCardId === 'string';
}

/** True when the line needs nothing mailed: an e-gift card goes by email. */
export function isEGiftCardLine(line: CartLine): boolean {
  return isGiftCardLine(line) && line.giftCardKind === 'e-gift';
}

/** FNV-1a over the UTF-16 code units, as 8 hex digits: short, stable, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function recipientKey(recipient: GiftCardRecipient): string {
  return fnv1a(
    JSON.stringify([
      recipient.recipientEmail.trim().toLowerCase(),
      recipient.firstName?.trim() ?? '',
      recipient.lastName?.trim() ?? '',
      recipient.giftMessage?.trim() ?? '',
    ]),
  );
}

/**
 * The cart id of a gift-card line: `GC-{giftCardId}-{amountCents}`, plus a digest of the
 * recipient for an e-gift card. Two lines with the same id are the same cards for the same
 * person, so they add up; another amount or another recipient is another line.
 */
export function giftCardLineKey(line: GiftCardCartLine): string {
  const base = `GC-${line.giftCardId}-${toWholeCount(line.amountCents)}`;
  return line.recipient ? `${base}-${recipientKey(line.recipient)}` : base;
}
