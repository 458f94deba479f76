import { and, asc, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@snackshop/commerce-core';
import type { z } from 'zod';
import type { addressEntrySchema } from '@snackshop/commerce-core/contract';
import { checkAddressPlace } from '../addresses/zip';
import type { Database } from '../db/client';
import { addresses } from '../db/schema/index';
import { BusinessRuleError, NotFoundError } from '../http/errors';

/** Most addresses one book keeps. */
const MAX_ADDRESSES = 20;

type AddressEntry = z.output<typeof addressEntrySchema>;

const notYours = () => new NotFoundError(MESSAGES.addressNotFound.en, 'id');

function columns(entry: AddressEntry) {
  return {
    addressType: entry.addressType,
    firstName: entry.firstName,
    lastName: entry.lastName,
    address: entry.address,
    addressDetails: entry.addressDetails ?? null,
    city: entry.city,
    state: entry.state,
    zipcode: entry.zipcode,
    country: entry.country,
  };
}

/** Clears the default flag on every shipping address of the book but `keep`. */
async function clearDefault(tx: Database, customerId: string, keep: string) {
  await tx
    .update(addresses)
    .set({ primaryAddr: false })
    .where(
      and(
        eq(addresses.customerId, customerId),
        eq(addresses.addressType, 'SHIPPING_ADDRESS'),
        sql`${addresses.id} <> ${keep}`,
      ),
    );
}

/**
 * Adds an address checked as checkout checks a shipping address (no P.O. Box, not HI/AK by
 * the schema; ZIP in its city and state here). The first address is the default; one marked
 * default takes the flag from the others in the same transaction (SPEC section 4).
 */
export async function addAddress(db: Database, customerId: string, entry: AddressEntry) {
  checkAddressPlace(entry, '', entry.lang);
  await db.transaction(async (tx) => {
    // One book changes at a time: the count and the default stay right under concurrency.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${customerId}))`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.customerId, customerId));
    if (count >= MAX_ADDRESSES) {
      throw new BusinessRuleError('ADDRESS_BOOK_FULL', MESSAGES.addressBookFull.en);
    }
    const primary = entry.primaryAddr || count === 0;
    const [row] = await tx
      .insert(addresses)
      .values({ customerId, ...columns(entry), primaryAddr: primary })
      .returning({ id: addresses.id });
    if (primary) await clearDefault(tx as unknown as Database, customerId, row!.id);
  });
}

/** Changes an address of the caller's book (404 for anyone else's). */
export async function changeAddress(
  db: Database,
  customerId: string,
  id: string,
  entry: AddressEntry,
) {
  checkAddressPlace(entry, '', entry.lang);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${customerId}))`);
    const [row] = await tx
      .update(addresses)
      .set({ ...columns(entry), ...(entry.primaryAddr ? { primaryAddr: true } : {}) })
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
      .returning({ id: addresses.id });
    if (!row) throw notYours();
    if (entry.primaryAddr) await clearDefault(tx as unknown as Database, customerId, id);
  });
}

/** Removes an address (404 for anyone else's); removing the default makes the oldest the default. */
export async function removeAddress(db: Database, customerId: string, id: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${customerId}))`);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
      .returning({ primaryAddr: addresses.primaryAddr });
    if (!removed) throw notYours();
    if (!removed.primaryAddr) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(
        and(eq(addresses.customerId, customerId), eq(addresses.addressType, 'SHIPPING_ADDRESS')),
      )
      .orderBy(asc(addresses.createdAt))
      .limit(1);
    if (next)
      await tx.update(addresses).set({ primaryAddr: true }).where(eq(addresses.id, next.id));
  });
}
