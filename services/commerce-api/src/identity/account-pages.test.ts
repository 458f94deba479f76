import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, productZipRestrictions, products, savedCards } from '../db/schema/index';
import { signedInCustomer } from '../../test/account-fixtures';
import { cardToken, checkoutBody, chicago, submitOrder } from '../../test/checkout-fixtures';
import { describeApi, type TestApi } from '../../test/harness';
import { fullSizeSnacks, setStock } from '../../test/pricing-fixtures';

const VISA = '4111111111111111';

const home = { ...chicago, addressDetails: '' };
const office = {
  firstName: 'Robin',
  lastName: "O'Hara",
  address: '500 W Madison St',
  // Sent without it (JSON drops undefined); the contract's body type names every address line.
  addressDetails: undefined,
  city: 'Chicago',
  state: 'IL',
  zipcode: '60661',
  country: 'US',
};

/** Places a card order as the given API (a signed-in customer or a guest). */
async function buy(api: TestApi, lines: unknown[], overrides: Record<string, unknown> = {}) {
  const token = await cardToken(api, VISA);
  const response = await submitOrder(
    api,
    checkoutBody(lines, { paymentInfo: { method: 'card', transientToken: token }, ...overrides }),
  );
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`submittedorder: ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

describeApi('the account pages’ calls (owner only)', (api) => {
  let snacks: number[] = [];
  beforeAll(async () => {
    snacks = await fullSizeSnacks(api().database.db);
    expect(snacks.length).toBeGreaterThanOrEqual(4);
  });

  describe('profile', () => {
    it('edits the contacts, and a new email needs the current password', async () => {
      const me = await signedInCustomer(api());
      const contacts: BodyOf<'updateAccount'> = {
        firstName: 'Mari',
        lastName: 'Quintero',
        gender: 'other',
        birthDay: 2,
        birthMonth: 12,
        birthYear: 1988,
        phoneNumber: '(312) 555-0199',
      };
      const edited = await me.api.call('updateAccount', { body: contacts });
      expect(edited.status).toBe(200);
      expect(edited.body.data.accountContacts[0]).toMatchObject({
        email: me.email,
        firstName: 'Mari',
        birthDate: '1988-12-02',
        phoneNumber: '3125550199',
      });
      const newEmail = `mari.${Date.now()}@example.com`;
      const noPassword = await me.api.refusal('updateAccount', {
        body: { ...contacts, email: newEmail },
      });
      expect(noPassword.status).toBe(422);
      const moved = await me.api.call('updateAccount', {
        body: { ...contacts, email: newEmail, currentPassword: me.password },
      });
      expect(moved.body.data.accountContacts[0]?.email).toBe(newEmail);
    });

    it('refuses an under-18 birth date and names the field', async () => {
      const me = await signedInCustomer(api());
      const response = await me.api.refusal('updateAccount', {
        body: {
          firstName: 'Mari',
          lastName: 'Quintero',
          gender: 'female',
          birthDay: 1,
          birthMonth: 1,
          birthYear: new Date().getFullYear() - 10,
        },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.field).toBe('birthYear');
    });
  });

  describe('address book', () => {
    it('makes the first address the default, and a later default goes first alone', async () => {
      const me = await signedInCustomer(api());
      const first = await me.api.call('createAddress', { body: home });
      expect(first.status).toBe(201);
      expect(first.body.data.accountAddresses).toEqual([
        expect.objectContaining({ primaryAddr: true, address: home.address }),
      ]);
      const second = await me.api.call('createAddress', {
        body: { ...office, primaryAddr: true },
      });
      expect(second.body.data.accountAddresses.map((a) => [a.address, a.primaryAddr])).toEqual([
        [office.address, true],
        [home.address, false],
      ]);
      const homeId = second.body.data.accountAddresses[1]!.id;
      const back = await me.api.call('updateAddress', {
        body: { ...home, id: homeId, primaryAddr: true },
      });
      expect(back.body.data.accountAddresses.map((a) => [a.address, a.primaryAddr])).toEqual([
        [home.address, true],
        [office.address, false],
      ]);
      const removed = await me.api.call('deleteAddress', { body: { id: homeId } });
      expect(removed.body.data.accountAddresses.map((a) => [a.address, a.primaryAddr])).toEqual([
        [office.address, true],
      ]);
    });

    it('checks an address as checkout does', async () => {
      const me = await signedInCustomer(api());
      const poBox = await me.api.refusal('createAddress', {
        body: { ...home, address: 'PO Box 12' },
      });
      expect(poBox.status).toBe(400);
      expect(poBox.body.errors).toContainEqual({
        field: 'address',
        message: 'Cannot ship to P.O. Box. Please provide another shipping address.',
      });
      const hawaii = await me.api.refusal('createAddress', {
        body: { ...home, city: 'Honolulu', state: 'HI', zipcode: '96813' },
      });
      expect(hawaii.status).toBe(400);
      const mismatch = await me.api.refusal('createAddress', {
        body: { ...home, city: 'Springfield' },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.code).toBe('ZIP_MISMATCH');
    });

    it('answers another customer’s address as if it did not exist', async () => {
      const owner = await signedInCustomer(api());
      const created = await owner.api.call('createAddress', { body: home });
      const id = created.body.data.accountAddresses[0]!.id;
      const stranger = await signedInCustomer(api());
      const update = await stranger.api.refusal('updateAddress', { body: { ...office, id } });
      const remove = await stranger.api.refusal('deleteAddress', { body: { id } });
      expect([update.status, remove.status]).toEqual([404, 404]);
      const mine = await stranger.api.call('getCustomer');
      expect(mine.body.data.accountAddresses).toEqual([]);
      const still = await owner.api.call('getCustomer');
      expect(still.body.data.accountAddresses[0]?.address).toBe(home.address);
    });

    it('answers 401 to a visitor', async () => {
      const response = await api().refusal('createAddress', { body: home });
      expect(response.status).toBe(401);
    });
  });

  describe('orders and cards', () => {
    it('keeps a card the customer chose to save, as a token only, and forgets it on request', async () => {
      const me = await signedInCustomer(api());
      await buy(me.api, [{ productId: snacks[0]!, quantity: 1 }], {
        paymentInfo: {
          method: 'card',
          transientToken: await cardToken(me.api, VISA),
          saveNewCard: true,
        },
      });
      const details = await me.api.call('getCustomer');
      expect(details.body.data.savedCards).toEqual([
        {
          id: expect.any(String),
          cardType: 'visa',
          cardNumberMask: '•••• 1111',
          expDate: expect.stringMatching(/^\d{2}\/\d{2}$/),
        },
      ]);
      const [row] = await api()
        .database.db.select()
        .from(savedCards)
        .where(eq(savedCards.id, details.body.data.savedCards[0]!.id));
      expect(JSON.stringify(row)).not.toContain(VISA);
      const stranger = await signedInCustomer(api());
      const theirs = await stranger.api.refusal('deletePaymentAccount', {
        body: { id: row!.id },
      });
      expect(theirs.status).toBe(404);
      const forgotten = await me.api.call('deletePaymentAccount', { body: { id: row!.id } });
      expect(forgotten.body.data.savedCards).toEqual([]);
    });

    it('lists the customer’s orders newest first, not guest orders of the same email', async () => {
      const me = await signedInCustomer(api());
      const contactInfo = { email: me.email, phoneNumber: '(312) 555-0142' };
      const older = await buy(me.api, [{ productId: snacks[0]!, quantity: 1 }], { contactInfo });
      const newer = await buy(me.api, [{ productId: snacks[1]!, quantity: 2 }], { contactInfo });
      await buy(api(), [{ productId: snacks[2]!, quantity: 1 }], { contactInfo });
      // Orders a second apart, so newest-first is unambiguous.
      await api()
        .database.db.update(orders)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.orderNumber, older.orderNumber));
      const history = await me.api.call('orderHistory');
      expect(history.body.data.total).toBe(2);
      expect(history.body.data.orders.map((order) => order.orderNumber)).toEqual([
        newer.orderNumber,
        older.orderNumber,
      ]);
      const paged = await me.api.call('orderHistory', { query: { page: 2, pageSize: 1 } });
      expect(paged.body.data.orders.map((order) => order.orderNumber)).toEqual([older.orderNumber]);

      const stranger = await signedInCustomer(api());
      const detail = await stranger.api.refusal('orderDetails', {
        query: { orderNumber: newer.orderNumber },
      });
      expect(detail.status).toBe(404);
      const own = await me.api.call('orderDetails', {
        query: { orderNumber: newer.orderNumber },
      });
      expect(own.body.data.orderNumber).toBe(newer.orderNumber);
    });

    it('reorders what is still sold and in stock, naming what is not', async () => {
      const [kept, soldOut, retired, restricted] = snacks.slice(4, 8) as [
        number,
        number,
        number,
        number,
      ];
      const me = await signedInCustomer(api());
      const order = await buy(me.api, [
        { productId: kept, quantity: 2 },
        { productId: soldOut, quantity: 1 },
        { productId: retired, quantity: 1 },
        { productId: restricted, quantity: 1 },
      ]);
      await setStock(api().database.db, soldOut, 0);
      await api()
        .database.db.update(products)
        .set({ isActive: false })
        .where(eq(products.id, retired));
      await api()
        .database.db.insert(productZipRestrictions)
        .values({ productId: restricted, zipPrefix: '606', reason: 'heat' });
      const answer = await me.api.call('reorder', {
        body: { orderNumber: order.orderNumber, zipcode: '60601' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.cartItems).toEqual([
        expect.objectContaining({ productId: String(kept), quantity: 2 }),
      ]);
      expect(answer.body.data.refused.map((r) => [r.code, r.message]).sort()).toEqual([
        ['NO_LONGER_SOLD', 'This product is not available'],
        ['PRODUCT_UNAVAILABLE', 'This product is not available'],
        ['ZIP_NOT_SERVICEABLE', 'Product not available for the selected shipping zip code'],
      ]);
      const stranger = await signedInCustomer(api());
      const theirs = await stranger.api.refusal('reorder', {
        body: { orderNumber: order.orderNumber },
      });
      expect(theirs.status).toBe(404);
    });
  });
});
