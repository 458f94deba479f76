import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  HANDSHAKE_STORAGE_KEYS,
  MULTIPACK_SIZE,
  cartSubtotal,
  centsToDollars,
  endpoints,
  isGiftCardLine,
  isMultipackLine,
  lineKey,
  type CartLine,
  type ResponseOf,
} from '@snackshop/commerce-core';
import { endpointSchemas, type ContractEndpointName } from '@snackshop/commerce-core/contract';

/**
 * A small commerce API for the tests of this package: a real HTTP server on 127.0.0.1 and a
 * random port that speaks the contract of docs/api-conventions.md (envelope, handshake
 * headers, X-Auth-Token, 400 naming the field, 440 for an expired session, server-side
 * prices) for the calls the stores and hooks make. Every answer is typed by the endpoint's
 * response schema and checked against it before it is sent, so it cannot drift from the API.
 */

/** The invented catalogue the server prices from, in cents, by product id. */
export const CATALOGUE: Record<
  string,
  { title: string; titleEs: string; price: number; stock: number }
> = {
  '101': {
    title: 'Crunch Curls Original',
    titleEs: 'Rizos Crujientes Original',
    price: 499,
    stock: 40,
  },
  '102': { title: 'Cloud Puffs Cheddar', titleEs: 'Inflados Nube Cheddar', price: 349, stock: 12 },
  '103': {
    title: 'Wave Crisps Sea Salt',
    titleEs: 'Ondas Crujientes Sal de Mar',
    price: 60,
    stock: 100,
  },
  '104': { title: 'Zesty Twists Lime', titleEs: 'Giros Limón', price: 75, stock: 3 },
  '105': {
    title: 'Crunch Curls Midnight',
    titleEs: 'Rizos Crujientes Medianoche',
    price: 299,
    stock: 0,
  },
};
const catalogueTitle = (id: string, lang: unknown, fallback: string) => {
  const product = CATALOGUE[id];
  if (!product) return fallback;
  return lang === 'es-us' ? product.titleEs : product.title;
};
const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');
/** Flat shipping below the free-shipping threshold. */
const SHIPPING_CENTS = 599;
/** A ZIP code nothing ships to (a product is "not available for the selected zip"). */
export const UNSERVED_ZIP = '99501';
/** Products that never ship to `UNSERVED_ZIP`-like remote ZIPs. */
const REMOTE_ONLY_BLOCKED = ['102'];

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface ContractServer {
  baseUrl: string;
  requests: Recorded[];
  /** Requests to one path. */
  callsTo(path: string): Recorded[];
  /** Signs a customer in on the server and returns their session token. */
  issueToken(email: string): string;
  /** Makes a token answer 440 from now on. */
  expireToken(token: string): void;
  /** Makes a token answer 401 "Invalid token." from now on (signed out elsewhere). */
  revokeToken(token: string): void;
  /** The next call to `path` fails with this status. */
  failNext(path: string, status: number, message?: string): void;
  /** Delays answers to `path` by this many ms. */
  delay(path: string, ms: number): void;
  /** The persisted cart of a customer (`session:<id>` for a guest's), as the server holds it. */
  persistedCart(email: string): CartLine[] | undefined;
  /** Sets the persisted cart of a customer (keeping its id once it has one). */
  setPersistedCart(email: string, lines: CartLine[]): void;
  setSavedMixes(email: string, mixes: { mixPackId: string; name: string }[]): void;
  /** The saved cards get-customer lists for a customer. */
  setSavedCards(email: string, cards: SavedCardAnswer[]): void;
  close(): Promise<void>;
}

type Envelope = Record<string, unknown>;

/** A saved card as get-customer lists it. */
type SavedCardAnswer = ResponseOf<'getCustomer'>['savedCards'][number];

const ok = (data: unknown): Envelope => ({ success: true, responseCode: 200, message: 'OK', data });

/**
 * A success answer of a contract endpoint: typed by its response schema and parsed by it, so a
 * fake answer the real API would never give fails the test that provoked it.
 */
function answer<N extends ContractEndpointName>(name: N, data: ResponseOf<N>) {
  const checked = endpointSchemas[name].response.safeParse(data);
  if (!checked.success) {
    const problems = checked.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`The test server's ${name} answer breaks the contract: ${problems.join('; ')}`);
  }
  return { status: 200, body: ok(data) };
}

/** A saved mix as the mix pack calls answer it. */
function savedMix(mix: { mixPackId: string; name: string }): ResponseOf<'mixPackDetail'> {
  return {
    ...mix,
    code: `MYOMP-${MULTIPACK_SIZE}`,
    packSize: MULTIPACK_SIZE,
    items: [],
    packCount: 0,
    availablePackCount: 0,
    isFull: false,
    hasUnavailableItems: false,
    unavailableProductIds: [],
    message: null,
    packPrice: 0,
    packPriceCents: 0,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
  };
}

const fail = (status: number, message: string, extra: Envelope = {}): Envelope => ({
  success: false,
  responseCode: status,
  message,
  ...extra,
});

const invalid = (field: string, message: string) => ({
  status: 400,
  body: fail(400, 'Validation failed', {
    code: 'VALIDATION',
    errors: [{ field, message }],
  }),
});

function reprice(line: CartLine): CartLine | null {
  if (isMultipackLine(line)) {
    const items = line.multipackList.map((item) => {
      const product = CATALOGUE[item.productId];
      return product ? { ...item, price: product.price, availableQty: product.stock } : null;
    });
    if (items.some((item) => item === null)) return null;
    return { ...line, multipackList: items as NonNullable<(typeof items)[number]>[] };
  }
  if (line.bundleId !== undefined || isGiftCardLine(line)) return line;
  const product = CATALOGUE[line.productId];
  if (!product) return null;
  return {
    ...line,
    title: product.title,
    price: line.isFreeSample ? 0 : product.price,
    availableQty: product.stock,
  };
}

export async function startContractServer(): Promise<ContractServer> {
  const requests: Recorded[] = [];
  const handshakes = new Set<string>();
  const tokens = new Map<string, string>();
  const expired = new Set<string>();
  const revoked = new Set<string>();
  const carts = new Map<string, { id: string; lines: CartLine[] }>();
  const mixes = new Map<string, { mixPackId: string; name: string }[]>();
  const cards = new Map<string, SavedCardAnswer[]>();
  const failures = new Map<string, { status: number; message: string }>();
  const delays = new Map<string, number>();

  const route = (
    request: Recorded,
  ): { status: number; body: Envelope; statusText?: string } | null => {
    const { method, path, query, headers } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const is = (endpoint: { method: string; path: string }) =>
      endpoint.method === method && endpoint.path === path;

    if (is(endpoints.handshaking)) {
      const values = { sessionId: randomUUID(), rnduts: randomUUID(), encstr: randomUUID() };
      handshakes.add(`${values.sessionId}|${values.rnduts}|${values.encstr}`);
      return answer('handshaking', {
        [HANDSHAKE_STORAGE_KEYS.sessionId]: values.sessionId,
        [HANDSHAKE_STORAGE_KEYS.rnduts]: values.rnduts,
        [HANDSHAKE_STORAGE_KEYS.encstr]: values.encstr,
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      });
    }
    const presented = `${headers.sessionid}|${headers.rnduts}|${headers.encstr}`;
    if (!handshakes.has(presented)) {
      return { status: 401, body: fail(401, 'Handshake invalid', { code: 'HANDSHAKE_INVALID' }) };
    }

    const injected = failures.get(path);
    if (injected) {
      failures.delete(path);
      return { status: injected.status, body: fail(injected.status, injected.message) };
    }

    const token = typeof headers['x-auth-token'] === 'string' ? headers['x-auth-token'] : null;
    const requireCustomer = (): string | { status: number; body: Envelope } => {
      if (token && expired.has(token)) {
        return { status: 440, body: fail(440, 'Session expired', { code: 'SESSION_EXPIRED' }) };
      }
      if (token && revoked.has(token)) {
        return { status: 401, body: fail(401, 'Invalid token.', { code: 'INVALID_TOKEN' }) };
      }
      const email = token ? tokens.get(token) : undefined;
      return (
        email ?? { status: 401, body: fail(401, 'Sign in required', { code: 'UNAUTHENTICATED' }) }
      );
    };

    // The persisted cart is the signed-in customer's, or a guest's handshake session's.
    const cartOwner = () => (token ? requireCustomer() : `session:${String(headers.sessionid)}`);

    if (is(endpoints.getCartWebData)) {
      const email = cartOwner();
      if (typeof email !== 'string') return email;
      if (token && query.get('email') !== email)
        return invalid('email', 'email must be the signed-in customer.');
      const cart = carts.get(email);
      const lines = (cart?.lines ?? []).flatMap((line) => {
        const priced = reprice(line);
        return priced ? [{ ...priced, available: true }] : [];
      });
      const cartAmountCents = cartSubtotal(lines);
      return answer('getCartWebData', {
        persistCartId: cart?.id ?? null,
        persistCartData: lines,
        cartamount: centsToDollars(cartAmountCents),
        cartAmountCents,
      });
    }

    if (is(endpoints.saveCartWebData)) {
      const email = cartOwner();
      if (typeof email !== 'string') return email;
      if (token && body.email !== email) {
        return invalid('email', 'email must be the signed-in customer.');
      }
      if (!Array.isArray(body.persistCartData)) {
        return invalid('persistCartData', 'persistCartData must be a list of cart lines.');
      }
      const lines: CartLine[] = [];
      for (const [index, line] of (body.persistCartData as CartLine[]).entries()) {
        const priced = reprice(line);
        if (!priced) return invalid(`persistCartData.${index}.productId`, 'Unknown product.');
        lines.push(priced);
      }
      const id = carts.get(email)?.id ?? `PC-${randomUUID().slice(0, 8)}`;
      carts.set(email, { id, lines });
      // The amount the client sent is ignored: the server prices the cart itself.
      const cartAmountCents = cartSubtotal(lines);
      return answer('saveCartWebData', {
        persistCartId: id,
        cartamount: centsToDollars(cartAmountCents),
        cartAmountCents,
      });
    }

    if (is(endpoints.shippingCharge) || is(endpoints.orderTax)) {
      if (is(endpoints.orderTax) && !/^\d{5}$/.test(String(body.zipcode ?? ''))) {
        return invalid('zipcode', 'zipcode must be 5 digits.');
      }
      if (!Array.isArray(body.cartItems)) {
        return invalid('cartItems', 'cartItems must be a list of cart lines.');
      }
      const lines: CartLine[] = [];
      for (const [index, line] of (body.cartItems as CartLine[]).entries()) {
        const priced = reprice(line);
        if (!priced) return invalid(`cartItems.${index}.productId`, 'Unknown product.');
        lines.push(priced);
      }
      const subTotalCents = cartSubtotal(lines);
      const shippingChargeCents =
        lines.length === 0 || subTotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_CENTS;
      const totalAmountCents = subTotalCents + shippingChargeCents;
      const remaining = Math.max(0, FREE_SHIPPING_THRESHOLD_CENTS - subTotalCents);
      const priced: ResponseOf<'shippingCharge'> = {
        subTotal: centsToDollars(subTotalCents),
        subTotalCents,
        discount: 0,
        discountCents: 0,
        rewardCents: 0,
        shippingCharge: centsToDollars(shippingChargeCents),
        shippingChargeCents,
        tax: 0,
        taxCents: 0,
        totalAmount: centsToDollars(totalAmountCents),
        totalAmountCents,
        shippingSku: shippingChargeCents === 0 ? 'SHIP-FREE' : 'SHIP-STANDARD',
        reason: lines.length === 0 ? 'empty-cart' : remaining === 0 ? 'minimum' : 'flat',
        freeShippingEnabled: true,
        freeShippingMinimum: centsToDollars(FREE_SHIPPING_THRESHOLD_CENTS),
        freeShippingMinimumCents: FREE_SHIPPING_THRESHOLD_CENTS,
        remainingForFreeShipping: centsToDollars(remaining),
        remainingForFreeShippingCents: remaining,
        lineLabels: lines.map((line) => ({
          lineId: lineKey(line),
          title: isMultipackLine(line)
            ? body.lang === 'es-us'
              ? 'Multipack de 30'
              : '30-pack multipack'
            : catalogueTitle(lineKey(line), body.lang, line.title),
          items: isMultipackLine(line)
            ? line.multipackList.map((item) => ({
                productId: item.productId,
                title: catalogueTitle(item.productId, body.lang, item.title ?? item.productId),
              }))
            : [],
        })),
      };
      // Snack food is untaxed here, so the tax is nothing wherever the ZIP is.
      return is(endpoints.orderTax)
        ? answer('orderTax', {
            ...priced,
            taxInfo: {
              zipcode: String(body.zipcode),
              state: 'GA',
              rate: 4,
              rateBasisPoints: 400,
              taxableAmount: 0,
              taxableAmountCents: 0,
              tax: 0,
              taxCents: 0,
              shippingTaxable: false,
              categories: [{ taxCategory: 'food', taxable: false, amountCents: subTotalCents }],
            },
          })
        : answer('shippingCharge', priced);
    }

    if (is(endpoints.productInventory)) {
      if (!Array.isArray(body.productIds) || body.productIds.some((id) => typeof id !== 'string')) {
        return invalid('productIds', 'productIds must be a list of product ids.');
      }
      return answer('productInventory', {
        inventory: (body.productIds as string[]).map((productId) => {
          const availableQty = CATALOGUE[productId]?.stock ?? 0;
          return { productId: Number(productId), availableQty, available: availableQty > 0 };
        }),
      });
    }

    if (is(endpoints.checkItemsAvailability)) {
      if (typeof body.zipcode !== 'string' || !/^\d{5}$/.test(body.zipcode)) {
        return invalid('zipcode', 'Zip must be 5 digits.');
      }
      if (body.zipcode.startsWith('968')) {
        return {
          status: 422,
          body: fail(422, 'We do not ship to HI or AK.', { code: 'NO_SHIP_STATE' }),
        };
      }
      if (!Array.isArray(body.productIds)) {
        return invalid('productIds', 'productIds must be a list of product ids.');
      }
      const blocked = (body.productIds as string[]).filter(
        (productId) =>
          CATALOGUE[productId] === undefined ||
          (body.zipcode === UNSERVED_ZIP && REMOTE_ONLY_BLOCKED.includes(productId)),
      );
      return answer('checkItemsAvailability', {
        zipcode: body.zipcode,
        city: body.zipcode === UNSERVED_ZIP ? 'Anchorage Outskirts' : 'Springfield',
        state: 'ZZ',
        allAvailable: blocked.length === 0,
        unavailableItems: blocked.map((productId) => ({
          productId: Number(productId),
          reason: 'zip',
          message: 'Product not available for the selected shipping zip code.',
        })),
      });
    }

    if (is(endpoints.autocompleteProducts)) {
      const q = (query.get('q') ?? '').trim().toLowerCase();
      if (q === '') return invalid('q', 'q is required.');
      const products = Object.entries(CATALOGUE)
        .filter(([, product]) => product.title.toLowerCase().includes(q))
        .map(([productId, product]) => ({
          productId: Number(productId),
          slug: slugOf(product.title),
          title: product.title,
          brand: product.title.split(' ')[0] ?? '',
          productType: 'Chips',
          priceCents: product.price,
          price: centsToDollars(product.price),
          image: `/media/products/${productId}/tile.svg`,
          matchStart: product.title.toLowerCase().indexOf(q),
        }));
      // As the API: nothing found offers the search without its last word, if that finds some.
      const shorter = q.split(' ').slice(0, -1).join(' ');
      const found = (text: string) =>
        Object.values(CATALOGUE).some((product) => product.title.toLowerCase().includes(text));
      return answer('autocompleteProducts', {
        query: q,
        suggestions: products,
        ...(products.length === 0
          ? { didYouMean: shorter && found(shorter) ? shorter : null }
          : {}),
      });
    }

    if (is(endpoints.mixPackList)) {
      const email = requireCustomer();
      if (typeof email !== 'string') return email;
      const list = mixes.get(email) ?? [];
      return answer('mixPackList', { mixPacks: list.map(savedMix), total: list.length });
    }

    if (is(endpoints.mixPackUpdate)) {
      const email = requireCustomer();
      if (typeof email !== 'string') return email;
      const saved = mixes.get(email) ?? [];
      const mix = saved.find((candidate) => candidate.mixPackId === body.mixPackId);
      if (!mix) return { status: 404, body: fail(404, 'No such mix', { code: 'NOT_FOUND' }) };
      if (!Array.isArray(body.items)) return invalid('items', 'A mix needs at least one item.');
      mix.name = String(body.name);
      return answer('mixPackUpdate', savedMix(mix));
    }

    if (is(endpoints.configList)) {
      const list = [
        { key: 'displayMerchandiseItems', value: true, description: 'Holiday shop' },
        { key: 'applePayButtonEnable', value: false, description: 'Apple Pay button' },
        { key: 'flavorDropShopPimId', value: 'PIM-42', description: 'Flavor drop shop' },
      ];
      return answer('configList', {
        list,
        config: Object.fromEntries(list.map((entry) => [entry.key, entry.value])),
      });
    }
    if (is(endpoints.navigationList)) {
      const entry = (id: number, label: string, menuSeq: number) => ({
        id,
        menu: 'header' as const,
        label,
        href: `/${slugOf(label)}`,
        menuSeq,
        children: [],
      });
      return answer('navigationList', {
        data: [entry(1, 'Flavors', 2), entry(2, 'All Snacks', 1)],
      });
    }
    if (is(endpoints.labelsList)) {
      return answer('labelsList', {
        lang: 'en-us',
        labels: { 'header.cart': 'Cart', 'header.search': 'Search' },
      });
    }
    if (is(endpoints.multipackConfig)) {
      return answer('multipackConfig', {
        code: `MYOMP-${MULTIPACK_SIZE}`,
        packSize: MULTIPACK_SIZE,
        title: 'Build your own 30-pack',
        description: 'Pick 30 packs.',
        maxPerProduct: MULTIPACK_SIZE,
        eligibleProductCount: 3,
        eligibleProductIds: [101, 103, 104],
        rules: ['Exactly 30 packs.'],
      });
    }
    if (is(endpoints.getCustomer)) {
      const email = requireCustomer();
      if (typeof email !== 'string') return email;
      return answer('getCustomer', {
        accountId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        loginMethod: 'password',
        loyaltyId: null,
        rewardsMember: false,
        emailVerified: true,
        accountContacts: [
          {
            email,
            firstName: 'Rosa',
            lastName: 'Prado',
            gender: null,
            birthDate: null,
            phoneNumber: null,
            zipcode: null,
          },
        ],
        accountUsers: [],
        accountAddresses: [],
        newsletters: { rewards: false, shop: false },
        savedCards: cards.get(email) ?? [],
      });
    }
    return null;
  };

  const server = createServer((req, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      let malformed = false;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        malformed = true;
      }
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const answer = malformed
        ? invalid('body', 'Malformed JSON.')
        : (route(recorded) ?? { status: 404, body: fail(404, 'Not found', { code: 'NOT_FOUND' }) });
      const send = () => {
        res.writeHead(answer.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      };
      const wait = delays.get(url.pathname);
      if (wait) setTimeout(send, wait);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    callsTo: (path) => requests.filter((request) => request.path === path),
    issueToken(email) {
      const token = randomUUID();
      tokens.set(token, email);
      return token;
    },
    expireToken: (token) => void expired.add(token),
    revokeToken: (token) => void revoked.add(token),
    failNext: (path, status, message = 'Something broke') =>
      void failures.set(path, { status, message }),
    delay: (path, ms) => void delays.set(path, ms),
    persistedCart: (email) => carts.get(email)?.lines,
    setPersistedCart: (email, lines) =>
      void carts.set(email, {
        id: carts.get(email)?.id ?? `PC-${randomUUID().slice(0, 8)}`,
        lines,
      }),
    setSavedMixes: (email, list) => void mixes.set(email, list),
    setSavedCards: (email, list) => void cards.set(email, list),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
