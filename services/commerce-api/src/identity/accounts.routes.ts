import { MESSAGES } from '@snackshop/commerce-core';
import { requireCustomer, signedInErrors } from './caller';
import { NotFoundError } from '../http/errors';
import { defineRoute } from './deps';
import type { ErrorDoc } from '../http/route';
import {
  changePassword,
  confirmEmail,
  createAccount,
  requestEmailVerification,
  requestPasswordReset,
  resetLinkUsable,
  resetPassword,
  updateUserSettings,
} from './accounts.service';
import { customerDetails } from './customer-view';
import { addAddress, changeAddress, removeAddress } from './address-book.service';
import { updateContacts } from './profile.service';

const tag = 'Accounts';

const limited: ErrorDoc = {
  status: 429,
  code: 'RATE_LIMITED',
  description: 'Too many attempts from this address or for this email.',
};

/** Register user, get-customer and the password, token and programme calls of SPEC section 7. */
export const accountRoutes = [
  defineRoute('createCustomer', {
    tag,
    summary: 'Register a customer with a password (register user)',
    description:
      'The profile plus sourceID and an optional loyaltyId (SPEC section 7 item 11). Under 18 ' +
      'is refused with the spec’s message; terms must be accepted; the newsletter opt-ins ' +
      'are stored with the site’s codes and the time of consent. The account signs in ' +
      'through the OpenID Provider afterwards.',
    status: 201,
    message: 'Created',
    errors: [
      { status: 409, code: 'ACCOUNT_EXISTS', description: MESSAGES.accountExists.en },
      { status: 409, code: 'GOOGLE_ACCOUNT', description: MESSAGES.existingGoogleAccount.en },
      limited,
    ],
    handler: async ({ c, deps, body }) => {
      const customer = await createAccount(
        deps.identity.accounts,
        body,
        deps.rateLimits.clientKey(c),
      );
      return {
        accountId: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        lastName: customer.lastName,
        loyaltyId: customer.loyaltyId,
        rewardsMember: customer.rewardsMember,
      };
    },
  }),
  defineRoute('getCustomer', {
    tag,
    summary: 'The signed-in customer (get-customer)',
    errors: signedInErrors,
    handler: async (input) => {
      const session = await requireCustomer(input);
      return customerDetails(input.deps.db, session.customerId);
    },
  }),
  defineRoute('usersExists', {
    tag,
    summary: 'Social-user identification of the signed-in customer’s email',
    description:
      'Answers whether the account of the email signs in through Google. Only the caller’s ' +
      'own email is answered; any other answers 404, as if it did not exist.',
    errors: [...signedInErrors, { status: 404, code: 'NOT_FOUND', description: 'Not your email.' }],
    handler: async (input) => {
      const session = await requireCustomer(input);
      const details = await customerDetails(input.deps.db, session.customerId);
      const email = details.accountContacts[0]?.email ?? '';
      if (email.toLowerCase() !== input.query.email.toLowerCase()) {
        throw new NotFoundError('No account matches this email.', 'email');
      }
      return {
        email,
        exists: true as const,
        socialUser: details.loginMethod === 'google',
        provider: details.loginMethod === 'google' ? ('google' as const) : null,
      };
    },
  }),
  defineRoute('forgotPassword', {
    tag,
    summary: 'Mail a single-use link to reset the password (30 minutes)',
    description:
      'Answers the same for every email, so it tells no one whether an account exists; a ' +
      'Google account answers the spec’s “Forgot password is not available for a Google sign ' +
      'in account”. The link opens /resetpassword on the site named by sourceID.',
    errors: [
      { status: 422, code: 'GOOGLE_ACCOUNT', description: MESSAGES.forgotPasswordGoogle.en },
      limited,
    ],
    handler: async ({ c, deps, body }) => {
      await requestPasswordReset(deps.identity.accounts, {
        email: body.email,
        site: body.sourceID,
        language: body.lang,
        clientAddress: deps.rateLimits.clientKey(c),
      });
      return { message: MESSAGES.resetLinkSent.en };
    },
  }),
  defineRoute('resetPasswordLink', {
    tag,
    summary: 'Whether a mailed reset link can still set a password',
    description:
      'Answers `usable: false` for a link already used, expired or unknown, without spending ' +
      'it, so its page says so instead of offering a form that cannot work. Counted with ' +
      'the resets from the same address.',
    errors: [limited],
    handler: async ({ c, deps, body }) => ({
      usable: await resetLinkUsable(deps.identity.accounts, {
        token: body.token,
        clientAddress: deps.rateLimits.clientKey(c),
      }),
    }),
  }),
  defineRoute('resetPassword', {
    tag,
    summary: 'Set a new password from the mailed link',
    description:
      'The token works once and for 30 minutes. The account is unlocked and every session ' +
      'and single sign-on of the customer ends.',
    errors: [{ status: 400, code: 'LINK_INVALID', description: MESSAGES.linkInvalid.en }, limited],
    handler: async ({ c, deps, body }) => {
      await resetPassword(deps.identity.accounts, {
        ...body,
        clientAddress: deps.rateLimits.clientKey(c),
      });
      return { reset: true as const };
    },
  }),
  defineRoute('changePassword', {
    tag,
    summary: 'Change the password (current and new)',
    description: 'Every other session of the customer ends; this one stays signed in.',
    errors: [
      ...signedInErrors,
      {
        status: 422,
        code: 'CURRENT_PASSWORD_WRONG',
        description: MESSAGES.currentPasswordWrong.en,
      },
      { status: 422, code: 'GOOGLE_ACCOUNT', description: MESSAGES.googleNoPassword.en },
    ],
    handler: async (input) => {
      const session = await requireCustomer(input);
      const otherSessionsEnded = await changePassword(input.deps.identity.accounts, {
        customerId: session.customerId,
        sessionId: session.id,
        currentPassword: input.body.currentPassword,
        newPassword: input.body.newPassword,
      });
      return { changed: true as const, otherSessionsEnded };
    },
  }),
  defineRoute('removeToken', {
    tag,
    summary: 'Sign out: end the session of X-Auth-Token',
    errors: signedInErrors,
    handler: async (input) => {
      const session = await requireCustomer(input);
      await input.deps.identity.sessions.revoke(session.id, 'logout');
      return { removed: true as const };
    },
  }),
  defineRoute('rewardsEmailVerification', {
    tag,
    summary: 'Rewards programme: mail an email verification link, or confirm one',
    description:
      'With `email`: mails a single-use link (24 hours) to an account that has not confirmed ' +
      'its address, answering the same for every email. With the link’s `token`: confirms ' +
      'the address and enrols the customer in the programme.',
    errors: [{ status: 400, code: 'LINK_INVALID', description: MESSAGES.linkInvalid.en }, limited],
    handler: async ({ c, deps, body }) => {
      if ('token' in body) {
        const customer = await confirmEmail(
          deps.identity.accounts,
          body.token,
          deps.rateLimits.clientKey(c),
        );
        return {
          status: 'verified' as const,
          message: MESSAGES.emailVerified.en,
          loyaltyId: customer.loyaltyId,
        };
      }
      await requestEmailVerification(deps.identity.accounts, {
        email: body.email,
        site: body.sourceID,
        language: body.lang,
        clientAddress: deps.rateLimits.clientKey(c),
      });
      return { status: 'sent' as const, message: MESSAGES.verificationSent.en, loyaltyId: null };
    },
  }),
  defineRoute('updateUser', {
    tag,
    summary: 'Newsletter opt-ins and joining the rewards programme',
    description:
      'Ticking a newsletter stores the site’s code with the time of consent; unticking ' +
      'withdraws it. `joinRewards` enrols the customer (a loyalty number if none).',
    errors: signedInErrors,
    handler: async (input) => {
      const session = await requireCustomer(input);
      await updateUserSettings(input.deps.identity.accounts, session.customerId, input.body);
      return customerDetails(input.deps.db, session.customerId);
    },
  }),
  defineRoute('updateAccount', {
    tag,
    summary: 'Edit the account contacts (profile)',
    description:
      'Names, gender, birth date (18 or older), phone and ZIP. A new email needs the current ' +
      'password and is confirmed again; a Google account keeps Google’s email.',
    errors: [
      ...signedInErrors,
      { status: 409, code: 'ACCOUNT_EXISTS', description: MESSAGES.accountExists.en },
      {
        status: 422,
        code: 'CURRENT_PASSWORD_WRONG',
        description: MESSAGES.currentPasswordWrong.en,
      },
      { status: 422, code: 'GOOGLE_ACCOUNT', description: MESSAGES.googleEmailLocked.en },
    ],
    handler: async (input) => {
      const session = await requireCustomer(input);
      await updateContacts(input.deps.db, session.customerId, input.body, input.deps.now());
      return customerDetails(input.deps.db, session.customerId);
    },
  }),
  defineRoute('createAddress', {
    tag,
    summary: 'Add an address to the book (create address)',
    description:
      'Checked as checkout checks a shipping address: no P.O. Box, not HI or AK, the ZIP in ' +
      'its city and state. The first address, or one marked primaryAddr, becomes the default: ' +
      'it goes first and the others lose the flag, in one transaction (SPEC section 4).',
    status: 201,
    message: 'Created',
    errors: [
      ...signedInErrors,
      { status: 422, code: 'ZIP_MISMATCH', description: 'The ZIP is not in that city or state.' },
      { status: 422, code: 'NO_SHIP_STATE', description: 'We do not ship to HI or AK.' },
      { status: 422, code: 'ADDRESS_BOOK_FULL', description: MESSAGES.addressBookFull.en },
    ],
    handler: async (input) => {
      const session = await requireCustomer(input);
      await addAddress(input.deps.db, session.customerId, input.body);
      return customerDetails(input.deps.db, session.customerId);
    },
  }),
  defineRoute('updateAddress', {
    tag,
    summary: 'Change an address of the book, or make it the default',
    errors: [
      ...signedInErrors,
      { status: 404, code: 'NOT_FOUND', description: 'No address of the caller has this id.' },
      { status: 422, code: 'ZIP_MISMATCH', description: 'The ZIP is not in that city or state.' },
    ],
    handler: async (input) => {
      const session = await requireCustomer(input);
      await changeAddress(input.deps.db, session.customerId, input.body.id, input.body);
      return customerDetails(input.deps.db, session.customerId);
    },
  }),
  defineRoute('deleteAddress', {
    tag,
    summary: 'Remove an address from the book',
    description: 'Removing the default makes the oldest remaining shipping address the default.',
    errors: [
      ...signedInErrors,
      { status: 404, code: 'NOT_FOUND', description: 'No address of the caller has this id.' },
    ],
    handler: async (input) => {
      const session = await requireCustomer(input);
      await removeAddress(input.deps.db, session.customerId, input.body.id);
      return customerDetails(input.deps.db, session.customerId);
    },
  }),
];
