import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatMessage } from '../messages/messages';
import {
  addressLineSchema,
  citySchema,
  countrySchema,
  createAddressLineSchema,
  createPersonNameSchema,
  emailSchema,
  firstNameSchema,
  genderSchema,
  lastNameSchema,
  memberNumberOf,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  recipientEmailSchema,
  shippingStateSchema,
  stateSchema,
  termsSchema,
  usernameSchema,
  zipSchema,
} from './fields';

/** The first issue's message of a failed parse, or undefined when the value is valid. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const issueCount = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? 0 : result.error.issues.length;
};

describe('usernameSchema: an email or a member number', () => {
  const invalid = 'Please enter an email address or your 12-digit member number.';

  it('requires a value', () => {
    expect(firstMessage(usernameSchema, '')).toBe('Email or member number is required.');
    expect(firstMessage(usernameSchema, '  ')).toBe('Email or member number is required.');
    expect(issueCount(usernameSchema, '')).toBe(1);
  });

  it.each([
    ['123456789012', '123456789012'],
    ['1234 5678 9012', '123456789012'],
    [' 1234-5678-9012 ', '123456789012'],
    ['1234  5678 - 9012', '123456789012'],
  ])('reads the member number %j as its digits', (typed, digits) => {
    expect(usernameSchema.parse(typed)).toBe(digits);
    expect(memberNumberOf(typed)).toBe(digits);
  });

  it('keeps an email as typed, trimmed', () => {
    expect(usernameSchema.parse(' Mary@Example.com ')).toBe('Mary@Example.com');
    expect(memberNumberOf('mary@example.com')).toBeNull();
  });

  it.each([
    '12345678901',
    '1234567890123',
    '1234.5678.9012',
    '1234 5678 901a',
    'mary',
    'mary@',
    `${'m'.repeat(250)}@example.com`,
  ])('refuses %j, neither an email nor 12 digits', (typed) => {
    expect(firstMessage(usernameSchema, typed)).toBe(invalid);
  });

  it('has the message in Spanish too', () => {
    expect(formatMessage('usernameInvalid', 'es-us')).toBe(
      'Ingrese una dirección de correo electrónico o su número de miembro de 12 dígitos.',
    );
  });
});

describe('emailSchema', () => {
  const invalid = 'Email address should be in name@example.com format.';

  it('requires an email', () => {
    expect(firstMessage(emailSchema, '')).toBe('Email is required.');
    expect(firstMessage(emailSchema, '   ')).toBe('Email is required.');
    expect(firstMessage(emailSchema, undefined)).toBe('Email is required.');
    expect(issueCount(emailSchema, '')).toBe(1);
  });

  it.each([
    'mary@example.com',
    'mary.smith_01-x@mail.example.co',
    'M@EXAMPLE.INFO',
    'a@b.cd',
    'a@sub.domain.example.com',
  ])('accepts %j', (email) => {
    expect(firstMessage(emailSchema, email)).toBeUndefined();
  });

  it.each([
    'mary',
    'mary@',
    '@example.com',
    'mary@example',
    'mary@example.c',
    'mary@example.museum',
    'mary+snacks@example.com',
    'ma ry@example.com',
    'mary@exa_mple.com',
    'mary@@example.com',
  ])('rejects %j with the format message', (email) => {
    expect(firstMessage(emailSchema, email)).toBe(invalid);
  });

  it('trims the value', () => {
    expect(emailSchema.parse('  mary@example.com ')).toBe('mary@example.com');
  });

  it('says "recipient email" for gift cards', () => {
    expect(firstMessage(recipientEmailSchema, '')).toBe('Recipient email is required.');
    expect(firstMessage(recipientEmailSchema, 'x')).toBe(invalid);
  });
});

describe('phoneSchema', () => {
  it.each([
    '(555) 123-4567',
    '555-123-4567',
    '555 123 4567',
    '5551234567',
    '(555)123-4567',
    ' 555-123-4567 ',
  ])('accepts %j and keeps its 10 digits', (phone) => {
    expect(phoneSchema.parse(phone)).toBe('5551234567');
  });

  it('requires a phone number', () => {
    expect(firstMessage(phoneSchema, '')).toBe('Phone number is required.');
    expect(firstMessage(phoneSchema, undefined)).toBe('Phone number is required.');
  });

  it('rejects 9 and 11 digits', () => {
    expect(firstMessage(phoneSchema, '555123456')).toBe('Phone number must be 10 digits.');
    expect(firstMessage(phoneSchema, '55512345678')).toBe('Phone number must be 10 digits.');
    expect(firstMessage(phoneSchema, '(555) 123-456')).toBe('Phone number must be 10 digits.');
    expect(firstMessage(phoneSchema, '1 555 123 4567')).toBe('Phone number must be 10 digits.');
  });

  it('rejects letters', () => {
    expect(firstMessage(phoneSchema, '555-CALL-NOW')).toBe('Phone number must be a number.');
    expect(firstMessage(phoneSchema, 'abcdefghij')).toBe('Phone number must be a number.');
  });

  it.each([
    '555.123.4567',
    '555/123/4567',
    '555_123_4567',
    '(555 123-4567',
    '555) 123-4567',
    '555--123-4567',
    '(555)-123--4567',
    '55 51 23 45 67',
  ])('rejects other separators in %j', (phone) => {
    expect(firstMessage(phoneSchema, phone)).toBe(
      'Please enter the phone number as (555) 123-4567, 555-123-4567 or 5551234567.',
    );
  });
});

describe('personNameSchema', () => {
  const cases = [
    [firstNameSchema, 'First name'],
    [lastNameSchema, 'Last name'],
    [personNameSchema, 'Name'],
  ] as const;

  it.each(cases)('requires a value (%#)', (schema, label) => {
    expect(firstMessage(schema, '')).toBe(`${label} is required.`);
    expect(firstMessage(schema, '   ')).toBe(`${label} is required.`);
    expect(firstMessage(schema, undefined)).toBe(`${label} is required.`);
    expect(issueCount(schema, '')).toBe(1);
  });

  it.each(cases)('accepts 2 to 30 characters and rejects 1 and 31 (%#)', (schema, label) => {
    const length = `${label} must be 2 to 30 characters.`;
    expect(firstMessage(schema, 'A')).toBe(length);
    expect(firstMessage(schema, 'Al')).toBeUndefined();
    expect(firstMessage(schema, 'A'.repeat(30))).toBeUndefined();
    expect(firstMessage(schema, 'A'.repeat(31))).toBe(length);
  });

  it('counts length after trimming and collapsing spaces', () => {
    expect(firstNameSchema.parse('  Mary    Ann ')).toBe('Mary Ann');
    expect(firstMessage(firstNameSchema, ` ${'A'.repeat(30)} `)).toBeUndefined();
    expect(firstMessage(firstNameSchema, ' A ')).toBe('First name must be 2 to 30 characters.');
  });

  it.each(["O'Neil", 'Mary Ann', 'J.R.', 'Smith & Sons', 'José', 'Zoë', 'D’Angelo'])(
    'accepts letters, dots, ampersand, apostrophe and spaces: %j',
    (name) => {
      expect(firstMessage(lastNameSchema, name)).toBeUndefined();
    },
  );

  it.each(['Mary-Ann', 'R2D2', 'Mary!', 'Ann_Marie', 'Smith, Jr', '<b>'])(
    'rejects other characters: %j',
    (name) => {
      expect(firstMessage(lastNameSchema, name)).toBe(
        'Last name can only contain letters, periods, ampersands, apostrophes and spaces.',
      );
    },
  );

  it('builds the same rules for any field', () => {
    expect(firstMessage(createPersonNameSchema('firstName'), 'X')).toBe(
      'First name must be 2 to 30 characters.',
    );
  });
});

describe('addressLineSchema', () => {
  it('requires an address', () => {
    expect(firstMessage(addressLineSchema, '')).toBe('Address is required.');
    expect(issueCount(addressLineSchema, '')).toBe(1);
  });

  it('accepts 30 characters and rejects 31', () => {
    const thirty = `123 ${'A'.repeat(26)}`;
    expect(thirty).toHaveLength(30);
    expect(firstMessage(addressLineSchema, thirty)).toBeUndefined();
    expect(firstMessage(addressLineSchema, `${thirty}B`)).toBe(
      'Address must be 30 characters or fewer.',
    );
  });

  it("accepts letters, digits, space and ' . # , / -", () => {
    expect(firstMessage(addressLineSchema, "12-B O'Hare Blvd., Apt #4/5")).toBeUndefined();
    expect(firstMessage(addressLineSchema, 'Calle Peña 7')).toBeUndefined();
  });

  it.each([
    '12 Main St!',
    '12 Main St; DROP',
    '12 Main St (rear)',
    '12 Main St & 3rd',
    '12 Main_St',
    '12 Main St @home',
  ])('rejects other characters: %j', (line) => {
    expect(firstMessage(addressLineSchema, line)).toBe(
      "Address can only contain letters, numbers, spaces and ' . # , / -",
    );
  });

  it.each([
    'P.O. Box 123',
    'PO Box 123',
    'P O Box 123',
    'p.o. box 123',
    'P.O.Box 123',
    'POBox 123',
    'pobox 123',
    'Post Office Box 123',
    'POST OFFICE BOX 123',
    'Post Box 123',
    'P.O.B. 123',
    'POB 123',
    'P-O Box 123',
    'P. O. Box 123',
  ])('rejects the P.O. Box spelling %j for shipping', (line) => {
    expect(firstMessage(addressLineSchema, line)).toBe(
      'Cannot ship to P.O. Box. Please provide another shipping address.',
    );
  });

  it('names the billing address in the billing variant', () => {
    expect(firstMessage(createAddressLineSchema('billing'), 'PO Box 9')).toBe(
      'Cannot ship to P.O. Box. Please provide another billing address.',
    );
  });

  it('lets line 2 be empty but holds it to the same rules', () => {
    const details = createAddressLineSchema('shipping', 'details');
    expect(details.parse(undefined)).toBe('');
    expect(details.parse('  ')).toBe('');
    expect(details.parse('Apt 4B')).toBe('Apt 4B');
    expect(firstMessage(details, 'A'.repeat(31))).toBe(
      'Address line 2 must be 30 characters or fewer.',
    );
    expect(firstMessage(details, 'Suite $5')).toBe(
      "Address line 2 can only contain letters, numbers, spaces and ' . # , / -",
    );
    expect(firstMessage(details, 'PO Box 5')).toBe(
      'Cannot ship to P.O. Box. Please provide another shipping address.',
    );
  });
});

describe('citySchema', () => {
  it('requires an alphabetic city', () => {
    expect(firstMessage(citySchema, '')).toBe('City is required.');
    expect(firstMessage(citySchema, 'Springfield')).toBeUndefined();
    expect(firstMessage(citySchema, 'St. Louis')).toBeUndefined();
    expect(firstMessage(citySchema, "Coeur d'Alene")).toBeUndefined();
    expect(firstMessage(citySchema, 'Winston-Salem')).toBeUndefined();
    expect(firstMessage(citySchema, 'San Juan Bautista')).toBeUndefined();
    const invalid = 'City can only contain letters, spaces, periods, apostrophes and hyphens.';
    expect(firstMessage(citySchema, 'Area 51')).toBe(invalid);
    expect(firstMessage(citySchema, 'Springfield!')).toBe(invalid);
    expect(firstMessage(citySchema, '...')).toBe(invalid);
    expect(firstMessage(citySchema, 'A'.repeat(51))).toBe('City must be 50 characters or fewer.');
  });
});

describe('stateSchema', () => {
  it('requires a US state and gives its code', () => {
    expect(firstMessage(stateSchema, '')).toBe('State is required.');
    expect(stateSchema.parse('ca')).toBe('CA');
    expect(stateSchema.parse('New York')).toBe('NY');
    expect(stateSchema.parse('HI')).toBe('HI');
    expect(firstMessage(stateSchema, 'ZZ')).toBe('Please select a valid state.');
  });

  it('does not ship to HI or AK', () => {
    const noShip =
      'We are unable to ship to Alaska or Hawaii. Please provide another shipping address.';
    expect(firstMessage(shippingStateSchema, 'HI')).toBe(noShip);
    expect(firstMessage(shippingStateSchema, 'hi')).toBe(noShip);
    expect(firstMessage(shippingStateSchema, 'AK')).toBe(noShip);
    expect(firstMessage(shippingStateSchema, 'Alaska')).toBe(noShip);
    expect(firstMessage(shippingStateSchema, 'WA')).toBeUndefined();
  });
});

describe('zipSchema', () => {
  it('requires exactly 5 digits', () => {
    expect(firstMessage(zipSchema, '')).toBe('Zip is required.');
    expect(firstMessage(zipSchema, '94035')).toBeUndefined();
    expect(firstMessage(zipSchema, ' 94035 ')).toBeUndefined();
    expect(firstMessage(zipSchema, '9403')).toBe('Zip must be 5 digits.');
    expect(firstMessage(zipSchema, '940351')).toBe('Zip must be 5 digits.');
    expect(firstMessage(zipSchema, '94035-1234')).toBe('Zip must be 5 digits.');
    expect(firstMessage(zipSchema, '9403a')).toBe('Zip must be 5 digits.');
  });
});

describe('countrySchema', () => {
  it('requires a country and gives its ISO code', () => {
    expect(firstMessage(countrySchema, '')).toBe('Country is required.');
    expect(countrySchema.parse('us')).toBe('US');
    expect(countrySchema.parse('United States')).toBe('US');
    expect(countrySchema.parse('U.S.A.')).toBe('US');
    expect(countrySchema.parse('Estados Unidos')).toBe('US');
    expect(countrySchema.parse('Canada')).toBe('CA');
    expect(firstMessage(countrySchema, 'Narnia')).toBe('Please select a valid country.');
  });
});

describe('passwordSchema', () => {
  it('requires a password', () => {
    expect(firstMessage(passwordSchema, '')).toBe('Password is required.');
    expect(issueCount(passwordSchema, '')).toBe(1);
  });

  it('needs at least 8 characters', () => {
    expect(firstMessage(passwordSchema, 'Ab1!xyz')).toBe('Password must be at least 8 characters.');
    expect(firstMessage(passwordSchema, 'Ab1!xyzw')).toBeUndefined();
  });

  it('needs a digit, a lowercase letter, an uppercase letter and a special character', () => {
    expect(firstMessage(passwordSchema, 'Abcdefg!')).toBe('Password must contain a number.');
    expect(firstMessage(passwordSchema, 'ABCDEF1!')).toBe(
      'Password must contain a lowercase letter.',
    );
    expect(firstMessage(passwordSchema, 'abcdef1!')).toBe(
      'Password must contain an uppercase letter.',
    );
    expect(firstMessage(passwordSchema, 'Abcdefg1')).toBe(
      'Password must contain a special character.',
    );
  });

  it('keeps spaces, which are not trimmed from a password', () => {
    expect(passwordSchema.parse(' Snack$2026 ')).toBe(' Snack$2026 ');
  });
});

describe('sign-up parts', () => {
  it('requires a gender from the list', () => {
    expect(genderSchema.parse('female')).toBe('female');
    expect(firstMessage(genderSchema, '')).toBe('Gender is required.');
    expect(firstMessage(genderSchema, undefined)).toBe('Gender is required.');
  });

  it('requires the terms to be accepted', () => {
    expect(termsSchema.parse(true)).toBe(true);
    expect(termsSchema.parse('on')).toBe(true);
    expect(firstMessage(termsSchema, false)).toBe('Please accept the Terms of Use to continue.');
    expect(firstMessage(termsSchema, undefined)).toBe(
      'Please accept the Terms of Use to continue.',
    );
  });
});
