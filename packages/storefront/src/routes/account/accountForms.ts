import { z } from 'zod';
import { MESSAGES } from '@snackshop/commerce-core/messages';
import { emailSchema, usernameSchema } from '@snackshop/commerce-core/validation';
import type { SiteId } from '../../site/site';

/*
 * The sign-in forms' fields and checks, shared by the pages (checked in the browser first)
 * and their actions (checked again on the server). The rules themselves are commerce-core's.
 */

const loginPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired.en })
  .min(1, { error: MESSAGES.passwordRequired.en })
  .max(128);

/**
 * Sign in: who (an email on the snacks site; on the rewards site an email or a member
 * number, posted as `username`) and a password. Only the password's presence is checked: a
 * password is compared as typed, and the composition rules apply when one is chosen, not
 * when it is used.
 */
const LOGIN_FORMS = {
  snacks: {
    field: 'email',
    schema: z.object({ email: emailSchema, password: loginPasswordSchema }),
  },
  rewards: {
    field: 'username',
    schema: z.object({ username: usernameSchema, password: loginPasswordSchema }),
  },
} as const;

/** The login form of a site: the name of its who-signs-in field and the form's schema. */
export function loginForm(siteId: SiteId) {
  return LOGIN_FORMS[siteId];
}

/** The login form's fields as posted. */
export function loginFormValues(form: FormData, siteId: SiteId): Record<string, string> {
  const { field } = loginForm(siteId);
  return {
    [field]: String(form.get(field) ?? ''),
    password: String(form.get('password') ?? ''),
  };
}

/** The sign-up fields sent back to the page with its errors (never the password). */
const SIGN_UP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'zipcode',
  'birthDay',
  'birthMonth',
  'birthYear',
  'gender',
  'terms',
  'rewardsNewsletter',
  'shopNewsletter',
  'loyaltyId',
] as const;

/** A sign-up form's fields as posted, without the password. */
export function signUpFormValues(form: FormData): Record<string, string> {
  return Object.fromEntries(
    SIGN_UP_FIELDS.flatMap((name) => {
      const value = form.get(name);
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}
