import { z } from 'zod';
import { MESSAGES } from '@snackshop/commerce-core/messages';
import { emailSchema } from '@snackshop/commerce-core/validation';

/*
 * The sign-in forms' fields and checks, shared by the pages (checked in the browser first)
 * and their actions (checked again on the server). The rules themselves are commerce-core's.
 */

/**
 * Sign in: an email and a password. Only presence is checked: a password is compared as
 * typed, and the composition rules apply when one is chosen, not when it is used.
 */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.passwordRequired.en })
    .min(1, { error: MESSAGES.passwordRequired.en })
    .max(128),
});

/** The login form's fields as posted. */
export function loginFormValues(form: FormData): { email: string; password: string } {
  return {
    email: String(form.get('email') ?? ''),
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
