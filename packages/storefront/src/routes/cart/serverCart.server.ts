import { data, redirect } from 'react-router';
import { cartLinesBody, lineKey, lineTotal, type CartLine } from '@snackshop/commerce-core/cart';
import type { Language } from '@snackshop/commerce-core/language';
import { callApi } from '../../server/api.server';
import { personalHeaders } from '../../server/cache.server';
import { shopperCartLines } from '../../server/shopperCart.server';
import { asShopper, type AsShopper } from '../../server/asShopper.server';
import {
  cartChangeOf,
  formShopper,
  requireIntent,
  saveLineChange,
} from '../../server/cartChange.server';
import { readForm } from '../../server/form.server';
import { cartProductIds, lineUnavailableForZip } from './cartLines';
import { requireSameOrigin } from '../../server/origin.server';
import { holdHandshake } from '../../server/shopperHandshake.server';
import { currentSite } from '../../server/site.server';
import { requestLanguage } from '../../server/language.server';
import { cartPath } from '../../site/cartPath';

/*
 * The cart as the server keeps it (decision 0052), for a browser whose scripts do not run
 * (issue 37): `/cart` renders it inside <noscript>, and its forms (and Add to cart of the
 * product page, the tiles and the bundles) post here (`server/cartChange.server`). The lines are changed by the cart store's own rules (quantities
 * bounded by stock, a free sample replacing another), then saved; every amount is the API's.
 */

/** One line of the server's cart as the page shows it. */
interface ServerCartLine {
  id: string;
  title: string;
  quantity: number;
  /** What the line costs, in cents. */
  totalCents: number;
  available: boolean;
  /** A free sample (decision 0038): one unit, no quantity to choose. */
  isFreeSample: boolean;
  /** The ZIP the cart was checked against cannot receive it. */
  unavailableForZip: boolean;
}

/** The cart checked against a ZIP code (the page's `zip`): what ships there, or why not. */
interface ZipCheck {
  zip: string;
  /** The API's refusal of the ZIP itself (unknown, not shipped to), or null. */
  error: string | null;
  /** Whether something in the cart cannot ship there. */
  someUnavailable: boolean;
}

/** The server's cart: its lines, its coupon and the API's amounts for them. */
export interface ServerCart {
  lines: ServerCartLine[];
  /** The ZIP check the page asked for, or null. */
  zipCheck: ZipCheck | null;
  /** The coupon applied (the API's message) or refused for the cart as it is now. */
  coupon: { couponName: string; message: string | null; refused: string | null } | null;
  totals: {
    subTotalCents: number;
    discountCents: number;
    shippingCents: number;
    taxCents: number;
    totalCents: number;
    /** Where the tax is owed and at what rate, once a ZIP that ships is known. */
    taxPlace: { state: string; rateBasisPoints: number } | null;
  } | null;
}

/**
 * The browser's cart for `/cart` rendered without scripts: null for a browser the site holds
 * no handshake for (nothing is asked of the API, nothing stored) or when the API fails.
 */
export async function readServerCart(
  request: Request,
  language: Language,
): Promise<ServerCart | null> {
  const shopper = await asShopper(request, { create: false });
  if (!shopper) return null;
  const lines = await shopperCartLines(shopper, language);
  if (!lines) return null;
  if (lines.length === 0) return { lines: [], zipCheck: null, coupon: null, totals: null };
  const zip = new URL(request.url).searchParams.get('zip')?.trim() ?? '';
  const [coupon, zipped] = await Promise.all([
    shopper.couponName ? checkCoupon(shopper, lines, shopper.couponName, language) : null,
    zip ? checkZip(shopper, lines, zip, language) : null,
  ]);
  const couponName = coupon && !coupon.refused ? { couponName: coupon.couponName } : {};
  const body = { cartItems: cartLinesBody(lines), ...couponName, lang: language };
  // With a ZIP that ships, ordertax: the same amounts, the tax of that place.
  const taxed =
    zipped && !zipped.check.error
      ? await callApi('orderTax', { headers: shopper.headers, body: { ...body, zipcode: zip } })
      : null;
  const priced = taxed ?? (await callApi('shippingCharge', { headers: shopper.headers, body }));
  const taxInfo = taxed?.ok && taxed.success ? taxed.data.taxInfo : null;
  const labels = new Map(
    priced.ok && priced.success ? priced.data.lineLabels.map((l) => [l.lineId, l.title]) : [],
  );
  return {
    lines: lines.map((line) => ({
      id: lineKey(line),
      title: labels.get(lineKey(line)) ?? line.title,
      quantity: line.quantity,
      totalCents: lineTotal(line),
      available: line.available !== false,
      isFreeSample: line.isFreeSample === true,
      unavailableForZip: lineUnavailableForZip(line, zipped?.unavailable ?? []),
    })),
    zipCheck: zipped?.check ?? null,
    coupon,
    totals:
      priced.ok && priced.success
        ? {
            subTotalCents: priced.data.subTotalCents,
            discountCents: priced.data.discountCents,
            shippingCents: priced.data.shippingChargeCents,
            taxCents: priced.data.taxCents,
            totalCents: priced.data.totalAmountCents,
            taxPlace: taxInfo
              ? { state: taxInfo.state, rateBasisPoints: taxInfo.rateBasisPoints }
              : null,
          }
        : null,
  };
}

/** The API's word on shipping the cart's products to `zip` (checkitemsavailability). */
async function checkZip(
  shopper: AsShopper,
  lines: readonly CartLine[],
  zip: string,
  language: Language,
): Promise<{ check: ZipCheck; unavailable: string[] }> {
  const result = await callApi('checkItemsAvailability', {
    headers: shopper.headers,
    body: { zipcode: zip, productIds: cartProductIds(lines), lang: language },
  });
  if (!result.ok) {
    const field = result.error.fieldErrors?.find((entry) => entry.field === 'zipcode');
    const error = field?.message ?? result.error.message;
    return { check: { zip, error, someUnavailable: false }, unavailable: [] };
  }
  const unavailable = result.data.unavailableItems.map((item) => String(item.productId));
  return { check: { zip, error: null, someUnavailable: unavailable.length > 0 }, unavailable };
}

/**
 * The API's word on `couponName` for `lines` (validatevoucher): its message when it applies,
 * the reason when it does not.
 */
async function checkCoupon(
  shopper: AsShopper,
  lines: readonly CartLine[],
  couponName: string,
  language: Language,
): Promise<NonNullable<ServerCart['coupon']>> {
  const result = await callApi('validateVoucher', {
    headers: shopper.headers,
    body: { couponName, cartItems: cartLinesBody(lines), lang: language },
  });
  if (result.ok) return { couponName, message: result.data.message ?? null, refused: null };
  const field = result.error.fieldErrors?.find((entry) => entry.field === 'couponName');
  return { couponName, message: null, refused: field?.message ?? result.error.message };
}

/** What the page says back to a form it could not take as asked (a coupon refused). */
export interface CartFormAnswer {
  couponName: string;
  /** The refusal, or `required` for no code at all (the page says it in its language). */
  couponError: string;
}

/** The forms `/cart` takes: the cart page's, and Add to cart of a product or a bundle. */
const CART_INTENTS = [
  'add',
  'add-bundle',
  'quantity',
  'remove',
  'coupon',
  'coupon-remove',
] as const;

/**
 * `/cart`'s action: a cart form posted without scripts, from this site's pages only (another
 * site's page could otherwise swap the browser's cart for one of its choosing: 403). Changes
 * the browser's cart on the server (a browser without a handshake gets one) and answers with
 * the cart page (303), in the page's language; a coupon the API refuses is answered on the
 * page, at its field (400). An API that fails is a 502 page: the cart stays as it was.
 */
export async function cartAction({ request }: { request: Request }) {
  requireSameOrigin(request);
  const change = requireIntent(cartChangeOf(await readForm(request)), CART_INTENTS);
  const { language } = requestLanguage(request);
  if (change.intent !== 'coupon' && change.intent !== 'coupon-remove') {
    return saveLineChange(request, change, language);
  }
  const { shopper, lines, cookies } = await formShopper(request, language);
  const couponName = change.intent === 'coupon' ? change.couponName : '';
  const answer = couponName ? await checkCoupon(shopper, lines, couponName, language) : null;
  if (change.intent === 'coupon' && (!answer || answer.refused)) {
    const couponError = answer?.refused ?? 'required';
    return data({ couponName, couponError } satisfies CartFormAnswer, {
      status: 400,
      headers: personalHeaders(cookies),
    });
  }
  cookies.push(
    await holdHandshake(shopper.handshake, currentSite(), couponName || null, shopper.cartCount),
  );
  return redirect(cartPath(language), { status: 303, headers: personalHeaders(cookies) });
}
