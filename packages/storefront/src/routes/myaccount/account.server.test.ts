import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints, type ResponseOf } from '@snackshop/commerce-core/api-client';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerApi } from '../../server/api.server';
import {
  commitSiteSession,
  getSiteSession,
  newSiteSession,
  type SessionShopper,
} from '../../server/session.server';
import { registerSite } from '../../server/site.server';
import { defineSite } from '../../site/site';
import type { AccountFormResult } from './account.server';
import { signInPath } from './account.server';
import { addressesAction } from './addresses.server';
import { orderDetailLoader } from './orders.server';
import { passwordAction, passwordLoader } from './password.server';
import { profileAction, profileLoader } from './profile.server';
import { savedMixesAction } from './savedMixes.server';

/*
 * The account pages' loaders and actions against a stand-in API: who may see them, what
 * they send with the shopper's API token, and what a refusal, an expired session or a form
 * from another site does.
 */

const SITE_URL = 'http://127.0.0.1:3999';
const site = defineSite({
  id: 'snacks',
  name: 'Snack Shop',
  theme: 'snacks',
  footer: 'snacks',
  signInTarget: 'main',
  oidcScopes: ['openid', 'profile', 'email'],
  defaultPort: 3999,
});
const shopper: SessionShopper = {
  apiToken: 'api-session-token',
  idToken: 'header.payload.signature',
  loginMethod: 'password',
  firstName: 'Rosa',
  accountId: '6f1c1d2e-1111-4222-8333-944455556666',
  loyaltyId: null,
};

const address = {
  id: '7a1c1d2e-1111-4222-8333-944455556666',
  addressType: 'SHIPPING_ADDRESS' as const,
  primaryAddr: false,
  firstName: 'Rosa',
  lastName: 'Prado',
  address: '12 Elm Street',
  addressDetails: null,
  city: 'Atlanta',
  state: 'GA',
  zipcode: '30301',
  country: 'US',
};
const customer: ResponseOf<'getCustomer'> = {
  accountId: shopper.accountId,
  loginMethod: 'password',
  loyaltyId: null,
  rewardsMember: false,
  emailVerified: true,
  accountContacts: [
    {
      email: 'rosa@example.com',
      firstName: 'Rosa',
      lastName: 'Prado',
      gender: 'female',
      birthDate: '1990-04-12',
      phoneNumber: '5551234567',
      zipcode: null,
    },
  ],
  accountUsers: [],
  accountAddresses: [address],
  newsletters: { rewards: false, shop: true },
  savedCards: [],
};

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  token: string | undefined;
  body: Record<string, unknown> | null;
}
let seen: Seen[] = [];
/**
 * Answers by `METHOD path` or path: status and data (or an error envelope for a status of 400
 * and up).
 */
let answers: Record<string, { status: number; data?: unknown; message?: string; code?: string }> =
  {};
let server: Server;

/** The API's store of the site's sessions: the answer to one of its calls, else undefined. */
const siteSessions = new Map<string, unknown>();
function siteSession(path: string, raw: string): unknown {
  const body = raw ? (JSON.parse(raw) as { id?: string; data?: unknown }) : {};
  const id = String(body.id);
  if (path === endpoints.siteSessionWrite.path) {
    siteSessions.set(id, body.data);
    return { id };
  }
  if (path === endpoints.siteSessionRead.path) return { data: siteSessions.get(id) ?? null };
  if (path === endpoints.siteSessionDelete.path) {
    siteSessions.delete(id);
    return { id };
  }
  return undefined;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      response.setHeader('Content-Type', 'application/json');
      if (url.pathname === endpoints.handshaking.path) {
        response.end(
          JSON.stringify({
            success: true,
            responseCode: 200,
            data: { _ss_i: 'session', _rr_n_dts: 'rnduts', _en_cs: 'encstr' },
          }),
        );
        return;
      }
      // The site's session store (decision 0032): kept apart from the calls a test checks.
      const session = siteSession(url.pathname, raw);
      if (session !== undefined) {
        response.end(JSON.stringify({ success: true, responseCode: 200, data: session }));
        return;
      }
      seen.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        token: request.headers['x-auth-token'] as string | undefined,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
      });
      const answer = answers[`${request.method} ${url.pathname}`] ??
        answers[url.pathname] ?? { status: 200, data: customer };
      response.statusCode = answer.status;
      response.end(
        JSON.stringify(
          answer.status < 400
            ? { success: true, responseCode: answer.status, data: answer.data }
            : {
                success: false,
                responseCode: answer.status,
                message: answer.message ?? 'Refused.',
                code: answer.code,
              },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('SITE_URL', SITE_URL);
  vi.stubEnv('SITE_SESSION_SECRET', 'a-session-secret-of-at-least-32-characters');
  vi.stubEnv('OIDC_CLIENT_SECRET', 'a-client-secret-of-at-least-32-characters');
  setServerApi(undefined);
  registerSite(site);
});

beforeEach(() => {
  seen = [];
  answers = {};
});

afterAll(async () => {
  vi.unstubAllEnvs();
  setServerApi(undefined);
  await new Promise((resolve) => server.close(resolve));
});

async function signedInCookie(): Promise<string> {
  const session = await newSiteSession(site);
  session.set('shopper', shopper);
  return (await commitSiteSession(session, 'signedIn', site)).split(';')[0]!;
}

/** A loader's or action's arguments for a request (only the request and params are read). */
const args = (request: Request, params: Record<string, string> = {}) =>
  ({
    request,
    params,
    context: {},
    url: new URL(request.url),
    pattern: '',
  }) as unknown as LoaderFunctionArgs & ActionFunctionArgs;

async function page(path: string, options: { signedIn?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (options.signedIn !== false) headers.Cookie = await signedInCookie();
  return new Request(`${SITE_URL}${path}`, { headers });
}

async function form(path: string, fields: Record<string, string>, origin = SITE_URL) {
  return new Request(`${SITE_URL}${path}`, {
    method: 'POST',
    headers: { Cookie: await signedInCookie(), Origin: origin },
    body: new URLSearchParams(fields),
  });
}

/** What a loader or action threw (a redirect or an error response), as a Response. */
async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    const response = error as { init?: ResponseInit; data?: unknown; type?: string };
    if (response.type === 'DataWithResponseInit') {
      return new Response(JSON.stringify(response.data), response.init ?? {});
    }
    throw error;
  }
  throw new Error('nothing was thrown');
}

/** The data and status of a loader's or action's `data(...)` answer. */
function answerOf<T>(value: unknown): { data: T; status: number; headers: Headers } {
  const answer = value as { data: T; init?: ResponseInit };
  return {
    data: answer.data,
    status: answer.init?.status ?? 200,
    headers: new Headers(answer.init?.headers),
  };
}

describe('the change-password page', () => {
  it('asks the API whether the account signs in through Google, for its own email', async () => {
    answers[endpoints.usersExists.path] = {
      status: 200,
      data: { email: 'rosa@example.com', exists: true, socialUser: true, provider: 'google' },
    };
    const google = answerOf<{ googleNote: string | null }>(
      await passwordLoader(args(await page('/profile/password'))),
    );
    // The session says "password"; the account is Google's, and the API says so.
    expect(google.data.googleNote).toBe(
      'Your account signs in through Google and has no password to change.',
    );
    const asked = seen.find((request) => request.path === endpoints.usersExists.path);
    expect(asked?.query.get('email')).toBe('rosa@example.com');
    expect(asked?.token).toBe(shopper.apiToken);

    answers[endpoints.usersExists.path] = {
      status: 200,
      data: { email: 'rosa@example.com', exists: true, socialUser: false, provider: null },
    };
    const password = answerOf<{ googleNote: string | null }>(
      await passwordLoader(args(await page('/profile/password'))),
    );
    expect(password.data.googleNote).toBeNull();
  });
});

describe('an account page', () => {
  it('sends a visitor to sign in and back to the page, query and all', async () => {
    const response = await thrown(() =>
      profileLoader(args(new Request(`${SITE_URL}/profile/orders?page=2`))),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      '/signin?returnTo=%2Fprofile%2Forders%3Fpage%3D2',
    );
    expect(seen).toEqual([]);
  });

  it('names the page, not the data request, as the place to come back to', () => {
    const request = new Request(`${SITE_URL}/profile/addresses.data?edit=1&_routes=x`);
    expect(signInPath(request)).toBe('/signin?returnTo=%2Fprofile%2Faddresses%3Fedit%3D1');
  });

  it('asks the API with the shopper’s API token and is never stored', async () => {
    const answer = answerOf<{ contact: { email: string } }>(
      await profileLoader(args(await page('/profile'))),
    );
    expect(answer.data.contact.email).toBe('rosa@example.com');
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(seen[0]).toMatchObject({ path: endpoints.getCustomer.path, token: shopper.apiToken });
  });

  it.each([440, 401])(
    'goes home as a new page when the API has ended the session (%i)',
    async (status) => {
      answers[endpoints.getCustomer.path] = { status, message: 'Session expired' };
      const response = await thrown(async () => profileLoader(args(await page('/profile'))));
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/');
      expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    },
  );

  it('refuses a form sent from another site’s page before calling the API', async () => {
    const response = await thrown(async () =>
      profileAction(args(await form('/profile', { firstName: 'Eve' }, 'https://evil.example'))),
    );
    expect(response.status).toBe(403);
    expect(seen).toEqual([]);
  });
});

describe('the profile form', () => {
  const fields = {
    email: 'rosa@example.com',
    firstName: 'Rosita',
    lastName: 'Prado',
    gender: 'female',
    birthDay: '12',
    birthMonth: '4',
    birthYear: '1990',
    phoneNumber: '(555) 123-4567',
    zipcode: '',
  };

  it('answers the schema’s messages, in Spanish on a Spanish page, without calling the API', async () => {
    const request = await form('/profile?lang=es-us', { ...fields, firstName: '' });
    const answer = answerOf<AccountFormResult>(await profileAction(args(request)));
    expect(answer.status).toBe(200);
    expect(answer.data.errors.firstName).toBe('El nombre es obligatorio.');
    expect(answer.data.values.firstName).toBe('');
    expect(seen).toEqual([]);
  });

  it('asks for the current password before the email changes', async () => {
    const request = await form('/profile', { ...fields, email: 'rosa.new@example.com' });
    const answer = answerOf<AccountFormResult>(await profileAction(args(request)));
    expect(answer.data.errors.currentPassword).toBe(
      'Enter your current password to change your email.',
    );
    expect(seen.map((call) => call.path)).toEqual([endpoints.getCustomer.path]);
  });

  it('saves the contacts and greets the shopper by the new first name', async () => {
    answers[endpoints.updateAccount.path] = {
      status: 200,
      data: {
        ...customer,
        accountContacts: [{ ...customer.accountContacts[0]!, firstName: 'Rosita' }],
      },
    };
    const answer = answerOf<AccountFormResult>(
      await profileAction(args(await form('/profile', fields))),
    );
    expect(answer.data).toMatchObject({ status: 'done', message: 'Your profile is saved.' });
    const update = seen.find((call) => call.path === endpoints.updateAccount.path);
    expect(update?.body).toEqual({
      firstName: 'Rosita',
      lastName: 'Prado',
      gender: 'female',
      birthDay: 12,
      birthMonth: 4,
      birthYear: 1990,
      phoneNumber: '5551234567',
    });
    const cookie = answer.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    const session = await getSiteSession(
      new Request(SITE_URL, { headers: { Cookie: cookie } }),
      site,
    );
    expect(session.get('shopper')?.firstName).toBe('Rosita');
  });

  it('shows the API’s refusal of a wrong current password at that field', async () => {
    answers[endpoints.updateAccount.path] = {
      status: 422,
      message: 'The current password is incorrect.',
      code: 'CURRENT_PASSWORD_WRONG',
    };
    const request = await form('/profile', {
      ...fields,
      email: 'rosa.new@example.com',
      currentPassword: 'Wrong#Password1',
    });
    const answer = answerOf<AccountFormResult>(await profileAction(args(request)));
    expect(answer.status).toBe(200);
    expect(answer.data.status).toBe('refused');
    expect(answer.data.values).not.toHaveProperty('currentPassword');
  });
});

describe('the change-password form', () => {
  it('shows a wrong current password at its field, in the page’s language', async () => {
    answers[endpoints.changePassword.path] = {
      status: 422,
      message: 'The current password is incorrect.',
      code: 'CURRENT_PASSWORD_WRONG',
    };
    const request = await form('/profile/password?lang=es-us', {
      currentPassword: 'Wrong#Password1',
      newPassword: 'Fresh#Pretzel77',
    });
    const answer = answerOf<AccountFormResult>(await passwordAction(args(request)));
    expect(answer.data.errors.currentPassword).toBe('La contraseña actual es incorrecta.');
  });

  it('checks the new password’s five criteria before calling the API', async () => {
    const request = await form('/profile/password', {
      currentPassword: 'Crunchy#Snack42',
      newPassword: 'short',
    });
    const answer = answerOf<AccountFormResult>(await passwordAction(args(request)));
    expect(answer.data.status).toBe('invalid');
    expect(answer.data.errors.newPassword).toBe('Password must be at least 8 characters.');
    expect(seen).toEqual([]);
  });
});

describe('the address book', () => {
  it('makes an address the default with its own fields and the flag set', async () => {
    const request = await form('/profile/addresses', { intent: 'default', id: address.id });
    const answer = answerOf<AccountFormResult>(await addressesAction(args(request)));
    expect(answer.data).toMatchObject({ status: 'done', intent: 'default' });
    const update = seen.find((call) => call.path === endpoints.updateAddress.path);
    expect(update?.method).toBe('PUT');
    expect(update?.body).toMatchObject({
      id: address.id,
      address: '12 Elm Street',
      zipcode: '30301',
      primaryAddr: true,
    });
  });

  it('refuses a P.O. Box as checkout does, before calling the API', async () => {
    const request = await form('/profile/addresses', {
      intent: 'add',
      firstName: 'Rosa',
      lastName: 'Prado',
      address: 'P.O. Box 12',
      city: 'Atlanta',
      state: 'GA',
      zipcode: '30301',
      country: 'US',
    });
    const answer = answerOf<AccountFormResult>(await addressesAction(args(request)));
    expect(answer.data.errors.address).toBe(
      'Cannot ship to P.O. Box. Please provide another shipping address.',
    );
    expect(seen).toEqual([]);
  });

  it('deletes an address by its id in the DELETE body', async () => {
    const request = await form('/profile/addresses', { intent: 'delete', id: address.id });
    await addressesAction(args(request));
    expect(seen[0]).toMatchObject({
      method: 'DELETE',
      path: endpoints.deleteAddress.path,
      body: { id: address.id },
    });
  });
});

describe('saved mixes and orders', () => {
  it('renames a mix with its items as they are', async () => {
    const mixPackId = '9b1c1d2e-1111-4222-8333-944455556666';
    answers[`GET ${endpoints.mixPackDetail.path}`] = {
      status: 200,
      data: { mixPackId, hasUnavailableItems: false, items: [{ productId: 103, quantity: 30 }] },
    };
    answers[`PUT ${endpoints.mixPackUpdate.path}`] = { status: 200, data: {} };
    const request = await form('/saved-mixes', { intent: 'rename', mixPackId, name: 'Road trip' });
    const answer = answerOf<AccountFormResult>(await savedMixesAction(args(request)));
    expect(answer.data).toMatchObject({ status: 'done', id: mixPackId });
    const update = seen.find((call) => call.method === 'PUT');
    expect(update?.body).toEqual({
      mixPackId,
      name: 'Road trip',
      items: [{ productId: 103, quantity: 30 }],
      lang: 'en-us',
    });
  });

  it('reloads the page when the API refuses a DELETE as Forbidden (SPEC section 8)', async () => {
    const mixPackId = '9b1c1d2e-1111-4222-8333-944455556666';
    answers[`DELETE ${endpoints.mixPackDelete.path}`] = {
      status: 403,
      code: 'FORBIDDEN',
      message: 'This mix belongs to someone else.',
    };
    const request = await form('/saved-mixes?index', { intent: 'delete', mixPackId });
    const response = await thrown(async () => savedMixesAction(args(request)));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/saved-mixes');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    expect(seen[0]).toMatchObject({ method: 'DELETE', path: endpoints.mixPackDelete.path });
  });

  it('answers another refusal of a DELETE beside its form, without a reload', async () => {
    answers[`DELETE ${endpoints.deleteAddress.path}`] = { status: 404, message: 'Not found.' };
    const request = await form('/profile/addresses', { intent: 'delete', id: address.id });
    const answer = answerOf<AccountFormResult>(await addressesAction(args(request)));
    expect(answer.data).toMatchObject({ intent: 'delete', status: 'refused' });
  });

  it('answers another customer’s order as not found', async () => {
    answers[endpoints.orderDetails.path] = { status: 404, message: 'Not found.' };
    const response = await thrown(async () =>
      orderDetailLoader(
        args(await page('/profile/orders/SN-7KQM-X3PA'), { orderNumber: 'SN-7KQM-X3PA' }),
      ),
    );
    expect(response.status).toBe(404);
    await expect(response.json()).resolves.toEqual({ message: 'We could not find that order.' });
    expect(seen[0]?.query.get('orderNumber')).toBe('SN-7KQM-X3PA');
    expect(seen[0]?.token).toBe(shopper.apiToken);
  });
});
