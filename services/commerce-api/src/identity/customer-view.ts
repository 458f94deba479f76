import type { CustomerDetails } from '@snackshop/commerce-core/contract';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addresses, customerIdentities, newsletterConsents, savedCards } from '../db/schema/index';
import { NotFoundError } from '../http/errors';
import { findCustomer } from './accounts.service';
import { NEWSLETTER_CODES } from './sites';

const GENDER_VALUES = new Set(['female', 'male', 'other', 'undisclosed']);

/**
 * The customer as get-customer answers them (SPEC section 3 `customerDetails`): contacts,
 * Google identities, the address book with the default first, newsletters and the loyalty
 * programme. Never the password hash, the lock counters or tokens.
 */
export async function customerDetails(db: Database, customerId: string): Promise<CustomerDetails> {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw new NotFoundError('No account matches this session.');
  const [identities, book, consents, cards] = await Promise.all([
    db
      .select({ email: customerIdentities.email })
      .from(customerIdentities)
      .where(eq(customerIdentities.customerId, customerId)),
    db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(desc(addresses.primaryAddr), asc(addresses.createdAt)),
    db
      .select({ code: newsletterConsents.code })
      .from(newsletterConsents)
      .where(
        and(eq(newsletterConsents.customerId, customerId), isNull(newsletterConsents.withdrawnAt)),
      ),
    db
      .select()
      .from(savedCards)
      .where(eq(savedCards.customerId, customerId))
      .orderBy(desc(savedCards.createdAt)),
  ]);
  const codes = new Set(consents.map((consent) => consent.code));
  const rewardsCodes = Object.values(NEWSLETTER_CODES).map((pair) => pair.rewards);
  const shopCodes = Object.values(NEWSLETTER_CODES).map((pair) => pair.shop);
  return {
    accountId: customer.id,
    loginMethod: customer.authProvider,
    loyaltyId: customer.loyaltyId,
    rewardsMember: customer.rewardsMember,
    emailVerified: customer.emailVerifiedAt !== null,
    accountContacts: [
      {
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        gender:
          customer.gender && GENDER_VALUES.has(customer.gender)
            ? (customer.gender as CustomerDetails['accountContacts'][number]['gender'])
            : null,
        birthDate: customer.birthDate,
        phoneNumber: customer.phone,
        zipcode: customer.zipcode,
      },
    ],
    accountUsers: identities.map((identity) => ({
      provider: 'google' as const,
      email: identity.email,
    })),
    accountAddresses: book.map((address) => ({
      id: address.id,
      addressType: address.addressType,
      primaryAddr: address.primaryAddr,
      firstName: address.firstName,
      lastName: address.lastName,
      address: address.address,
      addressDetails: address.addressDetails,
      city: address.city,
      state: address.state,
      zipcode: address.zipcode,
      country: address.country,
    })),
    newsletters: {
      rewards: rewardsCodes.some((code) => codes.has(code)),
      shop: shopCodes.some((code) => codes.has(code)),
    },
    savedCards: cards.map((card) => ({
      id: card.id,
      cardType: card.brand,
      cardNumberMask: `•••• ${card.last4}`,
      expDate: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
    })),
  };
}
