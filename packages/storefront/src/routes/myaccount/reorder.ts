import type { ApiResult, ResponseOf } from '@snackshop/commerce-core/api-client';
import type { Language } from '@snackshop/commerce-core/language';
import { translateMessage } from '@snackshop/commerce-core/messages';

/** What a reorder did: how many items went back in the cart, and what could not, with why. */
export interface ReorderOutcome {
  added: number;
  refused: { title: string; message: string }[];
  /** The call failed: why, in the page's language. */
  failed: string | null;
}

/** What the shopper is told of a reorder's answer, in their language. */
export function reorderOutcome(
  result: ApiResult<ResponseOf<'reorder'>>,
  language: Language,
): ReorderOutcome {
  if (!result.ok) {
    return { added: 0, refused: [], failed: translateMessage(result.error.message, language) };
  }
  return {
    added: result.data.cartItems.reduce((sum, line) => sum + line.quantity, 0),
    refused: result.data.refused.map((line) => ({
      title: line.title,
      message: translateMessage(line.message, language),
    })),
    failed: null,
  };
}

/** The part of the user store a reorder reads. */
interface Customer {
  user: {
    customerDetails: {
      accountAddresses: { primaryAddr: boolean; [field: string]: unknown }[];
    } | null;
    defaultZipCode: string;
  };
}

/**
 * The ZIP the customer ships to, which decides what a reorder can ship: the default address's,
 * else the ZIP they gave the shop; none when neither is a ZIP.
 */
export function shippingZip(store: Customer): string | undefined {
  const addresses = store.user.customerDetails?.accountAddresses ?? [];
  const primary = addresses.find((address) => address.primaryAddr) ?? addresses[0];
  const zip = typeof primary?.zipcode === 'string' ? primary.zipcode : store.user.defaultZipCode;
  return /^\d{5}$/.test(zip) ? zip : undefined;
}
