import { z } from 'zod';
import { MIN_AGE } from '../constants/constants';
import { TEXT_LIMITS } from '../messages/messages';
import { ageOn, isValidCalendarDate, localDateParts } from './age';
import {
  addressCountrySchema,
  birthDaySchema,
  birthMonthSchema,
  birthYearSchema,
  citySchema,
  createAddressLineSchema,
  emailSchema,
  firstNameSchema,
  genderSchema,
  lastNameSchema,
  optionalField,
  passwordSchema,
  phoneSchema,
  recipientEmailSchema,
  shippingStateSchema,
  stateSchema,
  termsSchema,
  zipSchema,
  type AddressType,
} from './fields';
import { en } from './messages';
import { normalizeText } from './text';

/*
 * Form and request-body schemas. Field names follow SPEC section 3 so the API validates the
 * same bodies the storefront sends: checkout shipping and billing use firstName, lastName,
 * address, addressDetails, city, state, zipcode; contact info uses email and phoneNumber.
 */

function addressShape(addressType: AddressType) {
  return {
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    address: createAddressLineSchema(addressType, 'address'),
    addressDetails: createAddressLineSchema(addressType, 'details'),
    city: citySchema,
    state: addressType === 'shipping' ? shippingStateSchema : stateSchema,
    zipcode: zipSchema,
    country: addressCountrySchema,
  };
}

/** A checkout shipping address: no P.O. Box, no shipping to HI or AK. */
export const shippingAddressSchema = z.object(addressShape('shipping'));
/** A checkout billing address: no P.O. Box; any US state. */
export const billingAddressSchema = z.object(addressShape('billing'));
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** Checkout contact information. */
export const contactInfoSchema = z.object({
  email: emailSchema,
  phoneNumber: phoneSchema,
});
export type ContactInfo = z.output<typeof contactInfoSchema>;

// Sign-up ----------------------------------------------------------------------------------

/** A checkbox: ticked is true (or the 'on' / 'true' an HTML form posts); absent is false. */
const checkbox = z.preprocess(
  (value) => value === 'on' || value === 'true' || value === true,
  z.boolean(),
);

/**
 * The two newsletter opt-ins (SPEC section 1): the rewards programme's and the shop's. The
 * API stores the site's code of each with the time of consent.
 */
const newsletterShape = {
  rewardsNewsletter: checkbox.optional(),
  shopNewsletter: checkbox.optional(),
};

/** The sites an account can be created on: `sourceID` of the registration. */
export const SOURCE_IDS = ['snacks', 'rewards'] as const;

const signUpShape = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phoneNumber: optionalField(phoneSchema),
  zipcode: optionalField(zipSchema),
  birthDay: birthDaySchema,
  birthMonth: birthMonthSchema,
  birthYear: birthYearSchema,
  gender: genderSchema,
  terms: termsSchema,
  ...newsletterShape,
};

const birthDateParts = z.object({
  birthDay: birthDaySchema,
  birthMonth: birthMonthSchema,
  birthYear: birthYearSchema,
});

export interface SignUpSchemaOptions {
  /** The clock the age check reads; tests pass a fixed one. */
  readonly now?: () => Date;
}

/**
 * Adds the date-of-birth rules to a sign-up shape: the parts must form a real date and the
 * person must be at least 18 today (a birthday exactly 18 years ago is accepted). They run as
 * soon as the three parts are valid, even while other fields still have issues.
 */
interface BirthDateFields {
  birthDay: number;
  birthMonth: number;
  birthYear: number;
}

function withBirthDateRules<T extends z.ZodType<BirthDateFields>>(schema: T, now: () => Date) {
  return schema.superRefine(
    (data, ctx) => {
      const birth = { day: data.birthDay, month: data.birthMonth, year: data.birthYear };
      if (!isValidCalendarDate(birth)) {
        ctx.addIssue({
          code: 'custom',
          path: ['birthDay'],
          message: en('birthDateInvalid'),
          input: birth,
        });
        return;
      }
      if (ageOn(birth, localDateParts(now())) < MIN_AGE) {
        ctx.addIssue({
          code: 'custom',
          path: ['birthYear'],
          message: en('underAge'),
          input: birth,
        });
      }
    },
    {
      when: (payload) => birthDateParts.safeParse(payload.value).success,
    },
  );
}

/** The sign-up form with a given clock; `signUpSchema` reads the real one. */
export function createSignUpSchema({ now = () => new Date() }: SignUpSchemaOptions = {}) {
  return withBirthDateRules(z.object(signUpShape), now);
}

/**
 * Create account: profile fields plus birth day, month and year (from the years list
 * 1909–2030), gender and terms acceptance; under 18 gives "Sorry! You must be 18 or older to
 * register for the concert."
 */
export const signUpSchema = createSignUpSchema();
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** The register-user body (SPEC section 7 item 11): the profile plus sourceID and an optional loyaltyId. */
export function createRegistrationSchema(options: SignUpSchemaOptions = {}) {
  return withBirthDateRules(
    z.object({
      ...signUpShape,
      sourceID: z.enum(SOURCE_IDS, { error: en('invalidValue') }),
      loyaltyId: optionalField(
        z
          .string()
          .trim()
          .regex(/^\d{6,20}$/, { error: en('invalidValue') }),
      ),
    }),
    options.now ?? (() => new Date()),
  );
}
export const registrationSchema = createRegistrationSchema();

/**
 * Create profile: a Google account completes its sign-up. Names and email come from Google
 * (names can be corrected); birth date, gender and terms are asked as at sign-up, and there
 * is no password.
 */
export function createGoogleProfileSchema(options: SignUpSchemaOptions = {}) {
  return withBirthDateRules(
    z.object({
      /** The sign-in (the provider's interaction) the profile completes. */
      uid: z
        .string({ error: en('invalidValue') })
        .min(1)
        .max(64),
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      phoneNumber: optionalField(phoneSchema),
      zipcode: optionalField(zipSchema),
      birthDay: birthDaySchema,
      birthMonth: birthMonthSchema,
      birthYear: birthYearSchema,
      gender: genderSchema,
      terms: termsSchema,
      ...newsletterShape,
    }),
    options.now ?? (() => new Date()),
  );
}
export const googleProfileSchema = createGoogleProfileSchema();

/**
 * The profile page: the account contacts (SPEC section 3), with the sign-up rules for names,
 * birth date (18 or older), gender and phone. A new email is confirmed with the current
 * password (the API checks it).
 */
export function createAccountContactsSchema(options: SignUpSchemaOptions = {}) {
  return withBirthDateRules(
    z.object({
      email: emailSchema.optional(),
      currentPassword: z.string().max(TEXT_LIMITS.passwordMax).optional(),
      firstName: firstNameSchema,
      lastName: lastNameSchema,
      gender: genderSchema,
      birthDay: birthDaySchema,
      birthMonth: birthMonthSchema,
      birthYear: birthYearSchema,
      phoneNumber: optionalField(phoneSchema),
      zipcode: optionalField(zipSchema),
    }),
    options.now ?? (() => new Date()),
  );
}
export const accountContactsSchema = createAccountContactsSchema();

// Contact form and gift recipient ----------------------------------------------------------

const requiredText = (
  required: 'subjectRequired' | 'nameRequired' | 'descriptionRequired',
  tooLong: 'subjectMaxLength' | 'contactNameMaxLength' | 'descriptionMaxLength',
  max: number,
  collapse = true,
) =>
  z
    .string({ error: (issue) => (issue.input == null ? en(required) : en('invalidValue')) })
    .overwrite((value) => (collapse ? normalizeText(value) : value.trim()))
    .min(1, { error: en(required) })
    .max(max, { error: en(tooLong) });

/** Customer Support: subject, name and description, all required. */
export const contactFormSchema = z.object({
  subject: requiredText('subjectRequired', 'subjectMaxLength', TEXT_LIMITS.contactSubject),
  name: requiredText('nameRequired', 'contactNameMaxLength', TEXT_LIMITS.contactName),
  // Line breaks in a description are kept: only its ends are trimmed.
  description: requiredText(
    'descriptionRequired',
    'descriptionMaxLength',
    TEXT_LIMITS.contactDescription,
    false,
  ),
});
export type ContactForm = z.output<typeof contactFormSchema>;

/** A gift-card recipient: the recipient email is required; names and message are optional. */
export const giftRecipientSchema = z.object({
  firstName: optionalField(firstNameSchema),
  lastName: optionalField(lastNameSchema),
  recipientEmail: recipientEmailSchema,
  giftMessage: optionalField(
    z
      .string()
      .trim()
      .max(TEXT_LIMITS.giftMessage, { error: en('giftMessageMaxLength') }),
  ),
});
export type GiftRecipient = z.output<typeof giftRecipientSchema>;
