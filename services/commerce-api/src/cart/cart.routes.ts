import { requestLocation } from '../addresses/location-stock';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { callerIdentity } from '../identity/caller';
import { NotFoundError } from '../http/errors';
import { defineRoute } from './deps';
import { shippableZip } from '../addresses/zip';
import { zipRestrictedProducts } from '../pricing/zip-restrictions';
import { availableUnits, loadProductFacts } from '../pricing/catalogue-facts';
import { readPersistedCart, savePersistedCart } from './persisted-cart.service';

const tag = 'Cart';

/** Throws 404 naming `productIds.{i}` for the first id the catalogue does not have. */
function requireKnown(ids: readonly number[], known: ReadonlyMap<number, unknown>) {
  const index = ids.findIndex((id) => !known.has(id));
  if (index !== -1) {
    throw new NotFoundError(`Product ${ids[index]} does not exist.`, `productIds.${index}`);
  }
}

/** The persisted cart, stock per product and availability by ZIP code. */
export const cartRoutes = [
  defineRoute('getCartWebData', {
    tag,
    summary: 'The caller’s persisted cart, priced with today’s prices',
    description:
      'The cart belongs to the signed-in customer, or to the handshake session for a guest; ' +
      'email and accountId are recorded, not trusted to find someone’s cart.',
    handler: async (input) =>
      readPersistedCart(input.deps.db, await callerIdentity(input), input.query.lang),
  }),
  defineRoute('saveCartWebData', {
    tag,
    summary: 'Save the caller’s cart; cartamount is the server’s own total',
    description:
      'Multipack line totals are the sum of item price × quantity, times the pack quantity. ' +
      'Any amount the client sends is ignored.',
    handler: async (input) =>
      savePersistedCart(
        input.deps.db,
        await callerIdentity(input),
        {
          lines: input.body.persistCartData,
          email: input.body.email,
          accountId: input.body.accountId,
          sessionExpiresAt: input.session?.expiresAt ?? input.deps.now(),
        },
        input.deps.now(),
      ),
  }),
  defineRoute('productInventory', {
    tag,
    summary: 'Units in stock per product',
    handler: async ({ deps, body, c }) => {
      const facts = await loadProductFacts(deps.db, body.productIds, requestLocation(c));
      requireKnown(body.productIds, facts);
      return {
        inventory: [...new Set(body.productIds)].map((productId) => {
          const product = facts.get(productId)!;
          const availableQty = availableUnits(product);
          return { productId, availableQty, available: availableQty > 0 };
        }),
      };
    },
  }),
  defineRoute('checkItemsAvailability', {
    tag,
    summary: 'Which products cannot ship to a ZIP code',
    description: 'Hawaii and Alaska ZIP codes answer 422 NO_SHIP_STATE: nothing ships there.',
    errors: [{ status: 422, code: 'NO_SHIP_STATE', description: 'We do not ship to HI or AK.' }],
    handler: async ({ deps, body }) => {
      const place = shippableZip(body.zipcode, 'zipcode', body.lang);
      const facts = await loadProductFacts(deps.db, body.productIds);
      requireKnown(body.productIds, facts);
      const restricted = await zipRestrictedProducts(deps.db, place.zipcode, body.productIds);
      const message = formatMessage('zipNotServiceable', body.lang);
      return {
        zipcode: place.zipcode,
        city: place.city,
        state: place.state,
        allAvailable: restricted.size === 0,
        unavailableItems: [...restricted].map(([productId, reason]) => ({
          productId,
          reason,
          message,
        })),
      };
    },
  }),
];
