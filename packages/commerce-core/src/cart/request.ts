import type { BodyOf } from '../contract/types';
import { isGiftCardLine } from './giftCard';
import type { CartLine, GiftCardRecipient } from './types';

/** A cart line as every pricing and checkout call reads it. */
export type CartLineBody = BodyOf<'shippingCharge'>['cartItems'][number];
type RecipientBody = NonNullable<CartLineBody['recipient']>;

/** An e-gift card's recipient as the API reads it; empty optional fields are left out. */
function recipientBody(recipient: GiftCardRecipient): RecipientBody {
  const body: RecipientBody = { recipientEmail: recipient.recipientEmail };
  for (const name of ['firstName', 'lastName', 'giftMessage'] as const) {
    const value = recipient[name];
    if (value !== undefined && value.trim() !== '') body[name] = value;
  }
  return body;
}

/**
 * The cart lines as the API reads them: ids and quantities (and a multipack's bags; a gift
 * card's face value and, for an e-gift card, its recipient). Prices and titles stay behind:
 * the server prices every line itself.
 */
export function cartLinesBody(lines: readonly CartLine[]): CartLineBody[] {
  return lines.map((line) => {
    const body: CartLineBody = { quantity: line.quantity };
    if (isGiftCardLine(line)) {
      body.giftCardId = line.giftCardId;
      body.amountCents = line.amountCents;
      if (line.recipient) body.recipient = recipientBody(line.recipient);
      return body;
    }
    if (line.bundleId !== undefined) body.bundleId = line.bundleId;
    else body.productId = line.productId;
    if (line.multipackList && line.multipackList.length > 0) {
      body.multipackList = line.multipackList.map(({ productId, quantity }) => ({
        productId,
        quantity,
      }));
    }
    if ('mixPackId' in line && line.mixPackId) body.mixPackId = line.mixPackId;
    return body;
  });
}
