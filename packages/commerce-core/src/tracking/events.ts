import { CURRENCY } from '../constants/constants';
import { toAmount, toItem, wholeQuantity, type EcommerceItem, type TrackedProduct } from './items';

export type { EcommerceItem, TrackedProduct } from './items';

/** An entry of the page's data layer: an event name and its parameters. */
export interface DataLayerEvent {
  readonly event: string;
  readonly [parameter: string]: unknown;
}

// Page view ---------------------------------------------------------------------------------

export type LoginStatus = 'logged_in' | 'logged_out';

export interface PageViewInput {
  /** Path of the page (SPEC: "content path"), e.g. `/all-snacks`. */
  readonly contentPath: string;
  readonly title: string;
  /** `document.referrer`; '' when there is none. */
  readonly referrer?: string | null;
  /** Whether the customer is signed in, or the status itself. */
  readonly loginStatus: boolean | LoginStatus;
}

export interface PageViewEvent extends DataLayerEvent {
  readonly event: 'page_view';
  readonly contentPath: string;
  readonly pageTitle: string;
  readonly pageReferrer: string;
  readonly loginStatus: LoginStatus;
}

/** The page_view event, tracked PAGE_VIEW_DELAY_MS after a page shows (SPEC section 2). */
export function pageViewEvent(input: PageViewInput): PageViewEvent {
  const loginStatus =
    typeof input.loginStatus === 'boolean'
      ? input.loginStatus
        ? 'logged_in'
        : 'logged_out'
      : input.loginStatus;
  return {
    event: 'page_view',
    contentPath: input.contentPath,
    pageTitle: input.title,
    pageReferrer: input.referrer ?? '',
    loginStatus,
  };
}

// Commerce ----------------------------------------------------------------------------------

export interface EcommercePayload {
  readonly currency: string;
  readonly value?: number;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
  readonly items: readonly EcommerceItem[];
}

export interface EcommerceEvent extends DataLayerEvent {
  readonly event: 'view_item_list' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart';
  readonly ecommerce: EcommercePayload;
}

const valueOf = (items: readonly { priceCents: number; quantity: number }[]) =>
  toAmount(items.reduce((sum, item) => sum + Math.round(item.priceCents) * item.quantity, 0));

export interface ProductListInput {
  /** The listing's tag, e.g. from `plpTag` (plp_all-snacks). */
  readonly listId: string;
  readonly listName: string;
  readonly products: readonly TrackedProduct[];
  /** Position of the first product, for pages after the first. */
  readonly startIndex?: number;
}

/** view_item_list: a listing's products with their positions. */
export function viewItemListEvent(input: ProductListInput): EcommerceEvent {
  const start = input.startIndex ?? 0;
  return {
    event: 'view_item_list',
    ecommerce: {
      currency: CURRENCY,
      item_list_id: input.listId,
      item_list_name: input.listName,
      items: input.products.map((product, position) =>
        toItem(product, wholeQuantity(product.quantity), {
          index: start + position,
          item_list_id: input.listId,
          item_list_name: input.listName,
        }),
      ),
    },
  };
}

/** view_item: a product detail page. */
export function viewItemEvent(product: TrackedProduct): EcommerceEvent {
  const quantity = wholeQuantity(product.quantity);
  return {
    event: 'view_item',
    ecommerce: {
      currency: CURRENCY,
      value: valueOf([{ priceCents: product.priceCents, quantity }]),
      items: [toItem(product, quantity)],
    },
  };
}

function cartChange(
  event: 'add_to_cart' | 'remove_from_cart',
  product: TrackedProduct,
  quantity: number,
): EcommerceEvent {
  const count = wholeQuantity(quantity);
  return {
    event,
    ecommerce: {
      currency: CURRENCY,
      value: valueOf([{ priceCents: product.priceCents, quantity: count }]),
      items: [toItem(product, count)],
    },
  };
}

/** add_to_cart: the product and how many were added. */
export function addToCartEvent(product: TrackedProduct, quantity = 1): EcommerceEvent {
  return cartChange('add_to_cart', product, quantity);
}

/** remove_from_cart: the product and how many were removed. */
export function removeFromCartEvent(product: TrackedProduct, quantity = 1): EcommerceEvent {
  return cartChange('remove_from_cart', product, quantity);
}

/** view_cart: the cart's lines ("review your cart") and their total. */
export function viewCartEvent(lines: readonly TrackedProduct[]): EcommerceEvent {
  const counted = lines.map((line) => ({ line, quantity: wholeQuantity(line.quantity) }));
  return {
    event: 'view_cart',
    ecommerce: {
      currency: CURRENCY,
      value: valueOf(
        counted.map(({ line, quantity }) => ({ priceCents: line.priceCents, quantity })),
      ),
      items: counted.map(({ line, quantity }, index) => toItem(line, quantity, { index })),
    },
  };
}

export interface SearchEvent extends DataLayerEvent {
  readonly event: 'search';
  readonly search_term: string;
}

/** search: the term a shopper searched for, whitespace-normalized. */
export function searchEvent(term: string): SearchEvent {
  return { event: 'search', search_term: term.replace(/\s+/g, ' ').trim() };
}

// Failures ----------------------------------------------------------------------------------

export interface ExceptionEvent extends DataLayerEvent {
  readonly event: 'exception';
  readonly description: string;
  readonly fatal: boolean;
}

const describeError = (error: unknown): string => {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
};

/** exception: a render failure caught by the error boundary (SPEC section 2). */
export function exceptionEvent(
  error: unknown,
  options: { fatal?: boolean; where?: string } = {},
): ExceptionEvent {
  const description = describeError(error);
  return {
    event: 'exception',
    description: options.where ? `${options.where}: ${description}` : description,
    fatal: options.fatal ?? true,
  };
}

export interface TimeoutEventInput {
  readonly error: unknown;
  readonly userId?: string | null;
  readonly cartId?: string | null;
  readonly sessionId?: string | null;
}

export interface TimeoutEvent extends DataLayerEvent {
  readonly event: 'Timeout';
  readonly error: string;
  readonly userId: string;
  readonly cartId: string;
  readonly sessionId: string;
}

/** Timeout: a failed API call, with the user, cart and session ids (SPEC section 8). */
export function timeoutEvent(input: TimeoutEventInput): TimeoutEvent {
  return {
    event: 'Timeout',
    error: describeError(input.error),
    userId: input.userId ?? '',
    cartId: input.cartId ?? '',
    sessionId: input.sessionId ?? '',
  };
}
