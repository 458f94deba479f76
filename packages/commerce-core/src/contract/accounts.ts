import { z } from 'zod';
import { REWARD_ENTRY_KINDS } from '../constants/constants';
import { GENDERS } from '../constants/genders';
import { MESSAGES } from '../messages/messages';
import { emailSchema, passwordSchema, usernameSchema, zipSchema } from '../validation/fields';
import {
  accountContactsSchema,
  googleProfileSchema,
  registrationSchema,
  shippingAddressSchema,
  SOURCE_IDS,
} from '../validation/forms';
import { pricedCartLineSchema } from './cart';
import { orderViewSchema } from './checkout';
import { languageSchema } from './common';

/*
 * Accounts and identity (SPEC sections 3–8, docs/decisions/0027): register user, create
 * profile, get-customer, forgot / reset / change password, remove token, the rewards-programme
 * email verification, update user, and the calls the sites' servers make to sign shoppers in.
 */

/** The site a call comes from: `sourceID` of the registration payload. */
export const siteIdSchema = z.enum(SOURCE_IDS, { error: 'sourceID must be snacks or rewards.' });

// Register user (SPEC section 7 item 11) ----------------------------------------------------

/** The profile plus `sourceID` and an optional `loyaltyId`, and the password. */
export const registerUserSchema = registrationSchema;

/** A new account, as register user and create profile answer it. */
export const accountCreatedSchema = z.object({
  accountId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  loyaltyId: z.string().nullable(),
  rewardsMember: z.boolean(),
});

// get-customer (SPEC section 3 "customerDetails") -------------------------------------------

export const accountContactSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(GENDERS).nullable(),
  /** ISO date, YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  zipcode: z.string().nullable(),
});

export const accountAddressSchema = z.object({
  id: z.uuid(),
  addressType: z.enum(['SHIPPING_ADDRESS', 'BILLING_ADDRESS']),
  primaryAddr: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  addressDetails: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
});

/** A saved card: what the shopper recognises it by, never its number (SPEC section 3). */
export const savedCardSchema = z.object({
  id: z.uuid(),
  cardType: z.string(),
  cardNumberMask: z.string().describe('e.g. •••• 1111'),
  expDate: z.string().describe('MM/YY'),
});

export const customerDetailsSchema = z.object({
  accountId: z.uuid(),
  loginMethod: z.enum(['password', 'google']),
  loyaltyId: z.string().nullable(),
  rewardsMember: z.boolean(),
  emailVerified: z.boolean(),
  accountContacts: z.array(accountContactSchema),
  /** Social (Google) identities: SPEC section 3 `accountUsers`. */
  accountUsers: z.array(z.object({ provider: z.literal('google'), email: z.string() })),
  accountAddresses: z.array(accountAddressSchema),
  newsletters: z.object({ rewards: z.boolean(), shop: z.boolean() }),
  savedCards: z.array(savedCardSchema),
});

// Profile, address book and saved cards (the account pages) ---------------------------------

/** update account: the profile page's contacts (SPEC section 3). */
export const updateAccountSchema = accountContactsSchema;

/** An address of the book: the checkout's shipping rules (no P.O. Box, not HI/AK). */
export const addressEntrySchema = shippingAddressSchema.extend({
  addressType: z.literal('SHIPPING_ADDRESS').default('SHIPPING_ADDRESS'),
  /** Makes it the default: it goes first and the others lose the flag (SPEC section 4). */
  primaryAddr: z.boolean().default(false),
  lang: languageSchema,
});
export const addressUpdateSchema = addressEntrySchema.extend({ id: z.uuid() });
/** DELETE bodies (SPEC section 7: a DELETE may carry a body). */
export const addressIdSchema = z.object({ id: z.uuid({ error: 'id must be an address id.' }) });
export const cardIdSchema = z.object({ id: z.uuid({ error: 'id must be a saved card id.' }) });

// Order history and reorder ----------------------------------------------------------------

export const orderHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  lang: languageSchema,
});
export const orderHistorySchema = z.object({
  orders: z.array(orderViewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

// Snack Rewards points (decision 0049) --------------------------------------------------------

export const rewardPointsQuerySchema = z.object({
  lang: languageSchema,
});
/** A member's balance, what a free pack costs, and the newest entries of their points ledger. */
export const rewardPointsSchema = z.object({
  member: z.boolean().describe('Whether the customer is in Snack Rewards; else no points.'),
  balance: z
    .number()
    .int()
    .describe('Points to spend: below 0 only after a cancelled order took back spent points.'),
  freePackPoints: z.number().int().describe('The points a free pack costs at checkout.'),
  pointsPerDollar: z.number().int().describe('Points earned per whole dollar of snacks paid.'),
  entries: z
    .array(
      z.object({
        kind: z.enum(REWARD_ENTRY_KINDS),
        points: z
          .number()
          .int()
          .describe('Earned or given back above 0, spent or taken back below.'),
        orderNumber: z.string(),
        createdAt: z.string(),
      }),
    )
    .describe('The 20 newest entries, newest first.'),
});

export const reorderSchema = z.object({
  orderNumber: z.string().trim().min(1).max(20),
  /** The shopper's shipping ZIP, to refuse what cannot ship there. */
  zipcode: zipSchema.optional(),
  lang: languageSchema,
});
/** The order's lines priced today, and those that cannot go back in the cart, with why. */
export const reorderAnswerSchema = z.object({
  cartItems: z.array(pricedCartLineSchema),
  refused: z.array(
    z.object({
      title: z.string(),
      code: z.enum(['PRODUCT_UNAVAILABLE', 'ZIP_NOT_SERVICEABLE', 'NO_LONGER_SOLD']),
      message: z.string(),
    }),
  ),
});

// Social-user identification (SPEC section 7 item 3) ----------------------------------------

export const usersExistsQuerySchema = z.object({ email: emailSchema });
export const usersExistsSchema = z.object({
  email: z.string(),
  exists: z.literal(true),
  socialUser: z.boolean(),
  provider: z.literal('google').nullable(),
});

// Passwords --------------------------------------------------------------------------------

export const forgotPasswordSchema = z.object({
  email: emailSchema,
  sourceID: siteIdSchema.default('snacks'),
  lang: languageSchema,
});
/** The same answer for every email (no account enumeration). */
export const messageAnswerSchema = z.object({ message: z.string() });

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'token is required.' }).min(16).max(128),
  password: passwordSchema,
});
export const passwordResetSchema = z.object({ reset: z.literal(true) });
/** A mailed reset link's token, checked before its page offers the form. */
export const resetLinkSchema = z.object({
  token: z.string({ error: 'token is required.' }).min(16).max(128),
});
/** Whether the link can still set a password: not used, not expired, a reset link at all. */
export const resetLinkStateSchema = z.object({ usable: z.boolean() });

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'currentPassword is required.' }).min(1).max(128),
  newPassword: passwordSchema,
});
export const passwordChangedSchema = z.object({
  changed: z.literal(true),
  /** How many other sessions were ended. */
  otherSessionsEnded: z.number().int().nonnegative(),
});

export const tokenRemovedSchema = z.object({ removed: z.literal(true) });

// Rewards programme ------------------------------------------------------------------------

/** Asks for the verification mail (email), or confirms the address (the mailed token). */
export const rewardsEmailVerificationSchema = z.union([
  z.object({ token: z.string().min(16).max(128) }),
  z.object({ email: emailSchema, sourceID: siteIdSchema.default('rewards'), lang: languageSchema }),
]);
export const rewardsEmailVerifiedSchema = z.object({
  status: z.enum(['sent', 'verified']),
  message: z.string(),
  loyaltyId: z.string().nullable(),
});

/** update user: the newsletters and joining the rewards programme. */
export const updateUserSchema = z
  .object({
    rewardsNewsletter: z.boolean().optional(),
    shopNewsletter: z.boolean().optional(),
    joinRewards: z.literal(true).optional(),
    sourceID: siteIdSchema.default('snacks'),
  })
  .strict();

// Sign-in: the site server's calls (docs/decisions/0027) ------------------------------------

/** `/api/get-pkce-challenge` on a site: where to send the shopper to sign in. */
export const pkceChallengeQuerySchema = z.object({
  /** A path on the same site to come back to. */
  returnTo: z.string().max(2000).optional(),
  screen: z.enum(['login', 'create']).optional(),
});
export const pkceChallengeSchema = z.object({
  codeChallenge: z.string(),
  codeChallengeMethod: z.literal('S256'),
  state: z.string(),
  authorizationUrl: z.url(),
});

export const interactionQuerySchema = z.object({ uid: z.string().min(1).max(64) });
/** A sign-in waiting for the shopper, as the site's login page needs it. */
export const interactionSchema = z.object({
  uid: z.string(),
  prompt: z.enum(['login', 'consent', 'profile']),
  siteId: siteIdSchema,
  /** The login hint or, for a Google sign-up, the Google account's email. */
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  googleEnabled: z.boolean(),
  language: z.enum(['en-us', 'es-us']),
});

/**
 * The login form's answer: who signs in, by `email` or by `username` (one of the two), and
 * the password. Handlers receive `username`, whichever was sent.
 */
export const interactionLoginSchema = z
  .object({
    uid: z.string().min(1).max(64),
    email: emailSchema.optional().describe('The shopper’s email. Send this or `username`.'),
    username: usernameSchema
      .optional()
      .describe(
        'The shopper’s email, or on the rewards site their member number: 12 digits, the ' +
          'spaces and dashes of the card ("1234 5678 9012") ignored. Send this or `email`. ' +
          'The snacks site’s call with a member number is refused: 400 naming `username`.',
      ),
    password: z
      .string({ error: 'Password is required.' })
      .min(1, { error: 'Password is required.' })
      .max(128),
  })
  .transform(({ email, username, ...rest }, ctx) => {
    if (email !== undefined && username !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['username'],
        message: 'Send either email or username, not both.',
      });
      return z.NEVER;
    }
    const name = username ?? email;
    if (name === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.emailRequired.en });
      return z.NEVER;
    }
    return { ...rest, username: name };
  });
export const interactionUidSchema = z.object({ uid: z.string().min(1).max(64) });
/** Where the browser goes next: the provider's resume URL, or upstream (Google). */
export const redirectSchema = z.object({ redirectTo: z.url() });

/** create profile: a Google identity completes its account (no password). */
export const createProfileSchema = googleProfileSchema;

/** The provider's access token, traded for the API session of `X-Auth-Token`. */
export const sessionExchangeSchema = z.object({ accessToken: z.string().min(16).max(512) });
export const apiSessionSchema = z.object({
  sessionToken: z.string(),
  expiresAt: z.iso.datetime(),
  loginMethod: z.enum(['password', 'google']),
  customer: customerDetailsSchema,
});

/**
 * A site's server-side session (docs/decisions/0032): the cookie holds only the id; what the
 * session holds (the signed-in shopper's tokens and first name, sealed with the site's
 * secret) is kept by the API for the site's server, until it expires or the shopper signs
 * out. `accountId` names the shopper, so that signing out can end every session of theirs.
 */
const siteSessionId = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, { error: 'Not a session id.' });
export const siteSessionIdSchema = z.object({ id: siteSessionId });
export const siteSessionWriteSchema = z.object({
  id: siteSessionId,
  data: z.record(z.string(), z.unknown()),
  accountId: z.uuid().nullable().optional(),
  expiresAt: z.iso.datetime(),
});
export const siteSessionDeleteSchema = z.object({
  id: siteSessionId,
  /** Also every other session of the same shopper, on either site (sign-out). */
  everywhere: z.boolean().optional(),
});
export const siteSessionSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable(),
});
export const siteSessionDoneSchema = z.object({ id: siteSessionId });

/**
 * The end of the sign-in an API session came from. `expired` (the API answered 440 on the
 * site): the provider's session of that sign-in ends, so signing in again asks for the
 * password. `signout` (the default is `expired`): that too, and every API session of the
 * sign-in on either site, this one included, ends on the server at once.
 */
export const sessionEndSchema = z.object({
  sessionToken: z.string().min(16).max(512),
  reason: z.enum(['expired', 'signout']).optional(),
});
/** Whether a provider session was found, and how many API sessions this call ended. */
export const sessionEndedSchema = z.object({
  ended: z.boolean(),
  sessionsEnded: z.number().int().nonnegative(),
});
