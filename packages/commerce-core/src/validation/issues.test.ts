import { describe, expect, it } from 'vitest';
import { MESSAGES, findMessage } from '../messages/messages';
import * as fields from './fields';
import {
  billingAddressSchema,
  contactFormSchema,
  createSignUpSchema,
  giftRecipientSchema,
  shippingAddressSchema,
} from './forms';
import { fieldErrors, localizeIssue, validationErrors } from './issues';

describe('localizing issues', () => {
  it('shows an issue in Spanish for es-us', () => {
    const result = shippingAddressSchema.safeParse({
      firstName: 'M',
      lastName: '',
      address: 'PO Box 1',
      city: 'Plano',
      state: 'HI',
      zipcode: '123',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(validationErrors(result.error, 'es-us')).toEqual([
      { field: 'firstName', message: 'El nombre debe tener entre 2 y 30 caracteres.' },
      { field: 'lastName', message: 'El apellido es obligatorio.' },
      {
        field: 'address',
        message:
          'No se puede enviar a un apartado postal (P.O. Box). Proporcione otra dirección de envío.',
      },
      {
        field: 'state',
        message:
          'No podemos hacer envíos a Alaska ni a Hawái. Proporcione otra dirección de envío.',
      },
      { field: 'zipcode', message: 'El código postal debe tener 5 dígitos.' },
    ]);
    expect(fieldErrors(result.error).zipcode).toBe('Zip must be 5 digits.');
  });

  it('keeps English for en-us and the first issue of each field only', () => {
    expect(
      validationErrors({
        issues: [
          { path: ['shipping', 'zipcode'], message: 'Zip is required.' },
          { path: ['shipping', 'zipcode'], message: 'Zip must be 5 digits.' },
        ],
      }),
    ).toEqual([{ field: 'shipping.zipcode', message: 'Zip is required.' }]);
    expect(localizeIssue({ message: 'Email is required.' }, 'en-us')).toBe('Email is required.');
  });

  it('names the birthday rules in Spanish', () => {
    const schema = createSignUpSchema({ now: () => new Date(2026, 10, 21, 12) });
    const result = schema.safeParse({
      firstName: 'Mary',
      lastName: 'Smith',
      email: 'mary@example.com',
      password: 'Snack$2026',
      gender: 'female',
      terms: true,
      birthDay: 22,
      birthMonth: 11,
      birthYear: 2008,
    });
    expect(result.success || fieldErrors(result.error, 'es-us')).toEqual({
      birthYear: '¡Lo sentimos! Debe tener 18 años o más para registrarse en el concierto.',
    });
  });

  it('produces only catalogue messages, so every one has Spanish', () => {
    const samples: [
      {
        safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
      },
      unknown[],
    ][] = [
      [fields.emailSchema, ['', 'x', 42]],
      [fields.phoneSchema, ['', 'abc', '123', '555.123.4567']],
      [fields.personNameSchema, ['', 'x', 'x1']],
      [fields.addressLineSchema, ['', 'x'.repeat(31), 'a!', 'PO Box 1']],
      [fields.citySchema, ['', '1', 'x'.repeat(51)]],
      [fields.shippingStateSchema, ['', 'ZZ', 'HI']],
      [fields.zipSchema, ['', '1']],
      [fields.countrySchema, ['', 'Narnia']],
      [fields.passwordSchema, ['', 'a', 'aaaaaaaa', 'AAAAAAAA', 'Aaaaaaaa', 'Aaaaaaa1']],
      [fields.genderSchema, ['', 'x']],
      [fields.termsSchema, [false]],
      [fields.birthYearSchema, ['', 1800]],
      [shippingAddressSchema, [{}, { country: 'MX' }]],
      [billingAddressSchema, [{ address: 'PO Box 1' }]],
      [contactFormSchema, [{}]],
      [giftRecipientSchema, [{}]],
      [createSignUpSchema(), [{}, { birthDay: 30, birthMonth: 2, birthYear: 1990 }]],
    ];
    const seen = new Set<string>();
    for (const [schema, values] of samples) {
      for (const value of values) {
        for (const issue of schema.safeParse(value).error?.issues ?? []) seen.add(issue.message);
      }
    }
    expect(seen.size).toBeGreaterThan(40);
    for (const message of seen) {
      const found = findMessage(message);
      expect(found, message).toBeDefined();
      expect(MESSAGES[found!.key].es).toBeTruthy();
      expect(localizeIssue({ message }, 'es-us'), message).not.toBe(message);
    }
  });
});
