import { fieldErrors } from '@snackshop/commerce-core/validation';
import { describe, expect, it } from 'vitest';
import { loginForm, loginFormValues } from './accountForms';

/** The login form as a site posts it. */
function posted(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The form's messages for what was typed, in a language ({} when it goes). */
function check(siteId: 'snacks' | 'rewards', typed: string, language: 'en-us' | 'es-us') {
  const { field, schema } = loginForm(siteId);
  const values = loginFormValues(posted({ [field]: typed, password: 'x' }), siteId);
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error, language);
}

describe('the login form of each site', () => {
  it('asks the rewards site for an email or member number as `username`', () => {
    expect(loginForm('rewards').field).toBe('username');
    const { schema } = loginForm('rewards');
    const values = loginFormValues(
      posted({ username: '1234 5678 9012', password: 'Crunchy#Snack42', email: 'x' }),
      'rewards',
    );
    expect(values).toEqual({ username: '1234 5678 9012', password: 'Crunchy#Snack42' });
    expect(schema.parse(values)).toEqual({ username: '123456789012', password: 'Crunchy#Snack42' });
    expect(check('rewards', 'ana@example.com', 'en-us')).toEqual({});
    expect(check('rewards', '1234-5678-9012', 'en-us')).toEqual({});
  });

  it('tells the rewards shopper what it takes, in both languages', () => {
    expect(check('rewards', '1234 5678', 'en-us')).toEqual({
      username: 'Please enter an email address or your 12-digit member number.',
    });
    expect(check('rewards', 'ana@', 'es-us')).toEqual({
      username: 'Ingrese una dirección de correo electrónico o su número de miembro de 12 dígitos.',
    });
    expect(check('rewards', '', 'es-us')).toEqual({
      username: 'El correo electrónico o el número de miembro es obligatorio.',
    });
  });

  it('keeps the snacks site to an email', () => {
    expect(loginForm('snacks').field).toBe('email');
    expect(check('snacks', 'ana@example.com', 'en-us')).toEqual({});
    expect(check('snacks', '1234 5678 9012', 'en-us')).toEqual({
      email: 'Email address should be in name@example.com format.',
    });
  });
});
