import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '@snackshop/commerce-core';
import { DomainError } from '../http/errors';

/**
 * 440 (SPEC section 8): the session behind X-Auth-Token has passed its idle or absolute
 * expiry. The client signs the shopper out with the spec's message.
 */
export class SessionExpiredError extends DomainError {
  constructor() {
    super(440 as ContentfulStatusCode, 'SESSION_EXPIRED', MESSAGES.sessionExpired.en);
  }
}

/** 401 "Invalid token." (SPEC section 8): the token names no session, or a revoked one. */
export class InvalidTokenError extends DomainError {
  constructor() {
    super(401, 'INVALID_TOKEN', MESSAGES.invalidToken.en);
  }
}

/** 401: the call needs a signed-in customer and no X-Auth-Token came with it. */
export class SignInRequiredError extends DomainError {
  constructor() {
    super(401, 'SIGN_IN_REQUIRED', MESSAGES.signInRequired.en);
  }
}

/** 401: wrong email or password, worded for the site that asked (SPEC section 8). */
export class InvalidCredentialsError extends DomainError {
  constructor(rewards = false) {
    super(
      401,
      'INVALID_CREDENTIALS',
      rewards ? MESSAGES.rewardsSignInFailed.en : MESSAGES.badCredentials.en,
    );
  }
}

/** 423: too many wrong passwords in a row; the account is locked for a while. */
export class AccountLockedError extends DomainError {
  constructor() {
    super(423, 'ACCOUNT_LOCKED', MESSAGES.accountLocked.en);
  }
}

/** 409: the email belongs to a Google account, which signs in through Google only. */
export class GoogleAccountError extends DomainError {
  constructor(message: string = MESSAGES.existingGoogleAccount.en) {
    super(409, 'GOOGLE_ACCOUNT', message);
  }
}
