import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  billingAddressSchema,
  contactFormSchema,
  contactInfoSchema,
  createGoogleProfileSchema,
  createRegistrationSchema,
  createSignUpSchema,
  giftRecipientSchema,
  shippingAddressSchema,
  signUpSchema,
} from './forms';

function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const address = {
  firstName: 'Mary',
  lastName: "O'Neil",
  address: '12 Main St',
  addressDetails: 'Apt 4B',
  city: 'Plano',
  state: 'TX',
  zipcode: '75024',
};

describe('shippingAddressSchema and billingAddressSchema', () => {
  it('accept a complete address with the SPEC section 3 field names', () => {
    expect(shippingAddressSchema.parse({ ...address, firstName: '  Mary ' })).toEqual({
      ...address,
      country: 'US',
    });
    expect(billingAddressSchema.parse(address)).toEqual({ ...address, country: 'US' });
  });

  it('let addressDetails be left out or empty', () => {
    const { addressDetails: _omitted, ...withoutDetails } = address;
    expect(shippingAddressSchema.parse(withoutDetails).addressDetails).toBe('');
    expect(shippingAddressSchema.parse({ ...address, addressDetails: '' }).addressDetails).toBe('');
  });

  it('name every missing field', () => {
    expect(issuesOf(shippingAddressSchema, {})).toEqual([
      'firstName: First name is required.',
      'lastName: Last name is required.',
      'address: Address is required.',
      'city: City is required.',
      'state: State is required.',
      'zipcode: Zip is required.',
    ]);
  });

  it('do not ship to HI or AK, but bill there', () => {
    const noShip =
      'state: We are unable to ship to Alaska or Hawaii. Please provide another shipping address.';
    expect(issuesOf(shippingAddressSchema, { ...address, state: 'HI' })).toEqual([noShip]);
    expect(issuesOf(shippingAddressSchema, { ...address, state: 'ak' })).toEqual([noShip]);
    expect(issuesOf(billingAddressSchema, { ...address, state: 'HI' })).toEqual([]);
    expect(issuesOf(billingAddressSchema, { ...address, state: 'AK' })).toEqual([]);
  });

  it('reject a P.O. Box with the address type named', () => {
    expect(issuesOf(shippingAddressSchema, { ...address, address: 'PO Box 12' })).toEqual([
      'address: Cannot ship to P.O. Box. Please provide another shipping address.',
    ]);
    expect(issuesOf(billingAddressSchema, { ...address, addressDetails: 'P.O. Box 12' })).toEqual([
      'addressDetails: Cannot ship to P.O. Box. Please provide another billing address.',
    ]);
  });

  it('accept only US addresses', () => {
    expect(shippingAddressSchema.parse({ ...address, country: 'United States' }).country).toBe(
      'US',
    );
    expect(issuesOf(shippingAddressSchema, { ...address, country: 'CA' })).toEqual([
      'country: We can only accept addresses in the United States.',
    ]);
  });
});

describe('contactInfoSchema', () => {
  it('takes email and phoneNumber', () => {
    expect(
      contactInfoSchema.parse({ email: 'mary@example.com', phoneNumber: '(555) 123-4567' }),
    ).toEqual({
      email: 'mary@example.com',
      phoneNumber: '5551234567',
    });
    expect(issuesOf(contactInfoSchema, {})).toEqual([
      'email: Email is required.',
      'phoneNumber: Phone number is required.',
    ]);
  });
});

describe('signUpSchema', () => {
  // A fixed clock: 21 November 2026, midday local time.
  const schema = createSignUpSchema({ now: () => new Date(2026, 10, 21, 12, 0, 0) });
  const profile = {
    firstName: 'Mary',
    lastName: 'Smith',
    email: 'mary@example.com',
    password: 'Snack$2026',
    gender: 'female',
    terms: true,
  };
  const born = (birthDay: unknown, birthMonth: unknown, birthYear: unknown) => ({
    ...profile,
    birthDay,
    birthMonth,
    birthYear,
  });
  const underAge = 'birthYear: Sorry! You must be 18 or older to register for the concert.';

  it('accepts a birthday exactly 18 years ago today', () => {
    expect(issuesOf(schema, born(21, 11, 2008))).toEqual([]);
  });

  it('rejects a birthday one day short of 18 years', () => {
    expect(issuesOf(schema, born(22, 11, 2008))).toEqual([underAge]);
  });

  it('accepts older people and the oldest year of the list', () => {
    expect(issuesOf(schema, born(20, 11, 2008))).toEqual([]);
    expect(issuesOf(schema, born(1, 1, 1909))).toEqual([]);
  });

  it('rejects anyone born later in the years list', () => {
    expect(issuesOf(schema, born(1, 1, 2030))).toEqual([underAge]);
    expect(issuesOf(schema, born(21, 11, 2026))).toEqual([underAge]);
  });

  it('takes the select values as strings too', () => {
    expect(schema.parse(born('21', '11', '2008'))).toMatchObject({
      birthDay: 21,
      birthMonth: 11,
      birthYear: 2008,
    });
  });

  it('rejects invalid dates such as February 30', () => {
    const invalid = 'birthDay: Please enter a valid date of birth.';
    expect(issuesOf(schema, born(30, 2, 1990))).toEqual([invalid]);
    expect(issuesOf(schema, born(29, 2, 1990))).toEqual([invalid]);
    expect(issuesOf(schema, born(31, 4, 1990))).toEqual([invalid]);
    expect(issuesOf(schema, born(29, 2, 1988))).toEqual([]);
  });

  it('keeps birth years to the list 1909 to 2030', () => {
    const outOfList = 'birthYear: Please select a year between 1909 and 2030.';
    expect(issuesOf(schema, born(1, 1, 1908))).toEqual([outOfList]);
    expect(issuesOf(schema, born(1, 1, 2031))).toEqual([outOfList]);
    expect(issuesOf(schema, born(32, 1, 1990))).toEqual(['birthDay: Please select a valid day.']);
    expect(issuesOf(schema, born(1, 13, 1990))).toEqual([
      'birthMonth: Please select a valid month.',
    ]);
  });

  it('requires day, month, year, gender and terms', () => {
    expect(issuesOf(schema, { ...born('', '', ''), gender: '', terms: false })).toEqual([
      'birthDay: Birth day is required.',
      'birthMonth: Birth month is required.',
      'birthYear: Birth year is required.',
      'gender: Gender is required.',
      'terms: Please accept the Terms of Use to continue.',
    ]);
  });

  it('reports the age alongside other fields’ issues', () => {
    expect(issuesOf(schema, { ...born(22, 11, 2008), email: '' })).toEqual([
      'email: Email is required.',
      underAge,
    ]);
  });

  it('checks the profile fields and treats an empty phone as not given', () => {
    expect(issuesOf(schema, { ...born(1, 1, 1990), phoneNumber: '', password: 'Sh0rt!x' })).toEqual(
      ['password: Password must be at least 8 characters.'],
    );
    expect(schema.parse({ ...born(1, 1, 1990), phoneNumber: '555 123 4567' }).phoneNumber).toBe(
      '5551234567',
    );
  });

  it('reads the real clock by default', () => {
    expect(signUpSchema.safeParse(born(1, 1, 1990)).success).toBe(true);
    expect(signUpSchema.safeParse(born(1, 1, 2030)).success).toBe(false);
  });
});

describe('registration body', () => {
  const schema = createRegistrationSchema({ now: () => new Date(2026, 10, 21, 12) });
  const body = {
    firstName: 'Mary',
    lastName: 'Smith',
    email: 'mary@example.com',
    password: 'Snack$2026',
    gender: 'male',
    terms: true,
    birthDay: 1,
    birthMonth: 2,
    birthYear: 1990,
    sourceID: 'snacks',
  };

  it('adds sourceID (the site) and an optional loyaltyId to the sign-up fields', () => {
    expect(schema.parse({ ...body, loyaltyId: '004200420042' })).toMatchObject({
      sourceID: 'snacks',
      loyaltyId: '004200420042',
    });
    expect(schema.parse(body).loyaltyId).toBeUndefined();
    expect(issuesOf(schema, { ...body, sourceID: '' })).toEqual([
      'sourceID: Please check this field.',
    ]);
    expect(issuesOf(schema, { ...body, sourceID: 'snacks-web' })).toEqual([
      'sourceID: Please check this field.',
    ]);
    expect(issuesOf(schema, { ...body, loyaltyId: 'L-42' })).toEqual([
      'loyaltyId: Please check this field.',
    ]);
    expect(issuesOf(schema, { ...body, birthYear: 2010 })).toEqual([
      'birthYear: Sorry! You must be 18 or older to register for the concert.',
    ]);
  });
});

describe('newsletter opt-ins', () => {
  const schema = createRegistrationSchema({ now: () => new Date(2026, 10, 21, 12) });
  const body = {
    firstName: 'Mary',
    lastName: 'Smith',
    email: 'mary@example.com',
    password: 'Snack$2026',
    gender: 'female',
    terms: 'on',
    birthDay: '1',
    birthMonth: '2',
    birthYear: '1990',
    sourceID: 'rewards',
  };

  it('reads ticked boxes as a form posts them and leaves unticked ones false', () => {
    expect(schema.parse({ ...body, rewardsNewsletter: 'on' })).toMatchObject({
      rewardsNewsletter: true,
      terms: true,
    });
    expect(schema.parse({ ...body, shopNewsletter: true }).shopNewsletter).toBe(true);
    expect(schema.parse(body).rewardsNewsletter).toBeUndefined();
  });
});

describe('google profile', () => {
  const schema = createGoogleProfileSchema({ now: () => new Date(2026, 10, 21, 12) });
  const profile = {
    uid: 'interaction-1',
    firstName: 'Ana',
    lastName: 'Ruiz',
    gender: 'female',
    terms: true,
    birthDay: 5,
    birthMonth: 6,
    birthYear: 1995,
  };

  it('asks birth date, gender and terms as at sign-up, and no password', () => {
    expect(schema.safeParse(profile).success).toBe(true);
    expect(issuesOf(schema, { ...profile, terms: false, gender: '' })).toEqual([
      'gender: Gender is required.',
      'terms: Please accept the Terms of Use to continue.',
    ]);
    expect(issuesOf(schema, { ...profile, birthYear: 2012 })).toEqual([
      'birthYear: Sorry! You must be 18 or older to register for the concert.',
    ]);
  });
});

describe('contactFormSchema', () => {
  it('requires subject, name and description', () => {
    expect(issuesOf(contactFormSchema, { subject: ' ', name: '', description: '' })).toEqual([
      'subject: Subject is required.',
      'name: Name is required.',
      'description: Description is required.',
    ]);
  });

  it('normalizes the one-line fields and keeps the description’s line breaks', () => {
    expect(
      contactFormSchema.parse({
        subject: '  Missing   item ',
        name: 'Mary  Smith',
        description: '  Line one.\n\nLine two. ',
      }),
    ).toEqual({
      subject: 'Missing item',
      name: 'Mary Smith',
      description: 'Line one.\n\nLine two.',
    });
  });

  it('bounds each field', () => {
    expect(
      issuesOf(contactFormSchema, {
        subject: 'S'.repeat(101),
        name: 'N'.repeat(61),
        description: 'D'.repeat(2001),
      }),
    ).toEqual([
      'subject: Subject must be 100 characters or fewer.',
      'name: Name must be 60 characters or fewer.',
      'description: Description must be 2000 characters or fewer.',
    ]);
  });
});

describe('giftRecipientSchema', () => {
  it('requires the recipient email', () => {
    expect(issuesOf(giftRecipientSchema, {})).toEqual([
      'recipientEmail: Recipient email is required.',
    ]);
    expect(issuesOf(giftRecipientSchema, { recipientEmail: 'nope' })).toEqual([
      'recipientEmail: Email address should be in name@example.com format.',
    ]);
  });

  it('takes optional names and a message', () => {
    expect(
      giftRecipientSchema.parse({
        recipientEmail: 'friend@example.com',
        firstName: '',
        lastName: 'Smith',
        giftMessage: ' Enjoy! ',
      }),
    ).toEqual({ recipientEmail: 'friend@example.com', lastName: 'Smith', giftMessage: 'Enjoy!' });
    expect(
      issuesOf(giftRecipientSchema, {
        recipientEmail: 'friend@example.com',
        giftMessage: 'x'.repeat(251),
      }),
    ).toEqual(['giftMessage: Gift message must be 250 characters or fewer.']);
  });
});
