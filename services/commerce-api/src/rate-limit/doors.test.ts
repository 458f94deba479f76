import { endpoints } from '@snackshop/commerce-core/api-client';
import { expect, it } from 'vitest';
import { registration } from '../test/account-fixtures';
import { describeApi, type TestApi, type TestResponse } from '../test/harness';
import { DOOR_LIMITS } from './doors';

type Envelope = { success: boolean; code?: string; message: string };

const THROTTLED_EN = 'Too many attempts. Please wait a few minutes and try again.';
const THROTTLED_ES = 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.';

let addresses = 0;
/** A client address no other test uses (forwarded from loopback, which the API trusts). */
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

function post(api: TestApi, path: string, body: unknown, address: string) {
  return api.request<Envelope>('POST', path, { body, headers: { 'X-Forwarded-For': address } });
}

/** Calls `send` `limit` times (none refused with 429), then once more, and answers that call. */
async function overTheLimit(
  limit: number,
  send: (attempt: number) => Promise<TestResponse<Envelope>>,
): Promise<TestResponse<Envelope>> {
  for (let attempt = 0; attempt < limit; attempt += 1) {
    const answer = await send(attempt);
    expect(answer.status, JSON.stringify(answer.body)).not.toBe(429);
  }
  return send(limit);
}

function expectThrottled(answer: TestResponse<Envelope>, message = THROTTLED_EN) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ success: false, code: 'RATE_LIMITED', message });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describeApi('limits on every door that can be hammered', (api) => {
  it('limits registrations per client address, whatever the emails', async () => {
    const address = newAddress();
    const answer = await overTheLimit(DOOR_LIMITS.registerPerAddress.limit, () =>
      post(api(), endpoints.createCustomer.path, registration(), address),
    );
    expectThrottled(answer);
    // Another address still registers.
    const other = await post(api(), endpoints.createCustomer.path, registration(), newAddress());
    expect(other.status).toBe(201);
  });

  it('limits registrations per email, whatever the addresses and the case of the email', async () => {
    const email = `enumerated.${Date.now()}@example.com`;
    const answer = await overTheLimit(DOOR_LIMITS.registerPerEmail.limit, (attempt) =>
      post(
        api(),
        endpoints.createCustomer.path,
        registration({ email: attempt % 2 ? email.toUpperCase() : email }),
        newAddress(),
      ),
    );
    expectThrottled(answer);
  });

  it('limits forgot-password per email across addresses', async () => {
    const email = `forgetful.${Date.now()}@example.com`;
    const answer = await overTheLimit(DOOR_LIMITS.forgotPerEmail.limit, () =>
      post(api(), endpoints.forgotPassword.path, { email, sourceID: 'snacks' }, newAddress()),
    );
    expectThrottled(answer);
  });

  it('limits reset-password tries per client address (guessed links)', async () => {
    const address = newAddress();
    const answer = await overTheLimit(DOOR_LIMITS.resetPerAddress.limit, (attempt) =>
      post(
        api(),
        endpoints.resetPassword.path,
        { token: `guessed-token-${attempt}-0123456789`, password: 'Crunchy#Snack42' },
        address,
      ),
    );
    expectThrottled(answer);
  });

  it('limits email verification: guessed links per address, and mails per email', async () => {
    const address = newAddress();
    const guessed = await overTheLimit(DOOR_LIMITS.verifyPerAddress.limit, (attempt) =>
      post(
        api(),
        endpoints.rewardsEmailVerification.path,
        { token: `guessed-token-${attempt}-0123456789` },
        address,
      ),
    );
    expectThrottled(guessed);
    const email = `verify.${Date.now()}@example.com`;
    const mailed = await overTheLimit(DOOR_LIMITS.verifyPerEmail.limit, () =>
      post(api(), endpoints.rewardsEmailVerification.path, { email }, newAddress()),
    );
    expectThrottled(mailed);
  });

  it('limits notify-me per email and answers in the shopper’s language', async () => {
    const email = `restock.${Date.now()}@example.com`;
    const answer = await overTheLimit(DOOR_LIMITS.notifyMePerEmail.limit, () =>
      post(api(), endpoints.notifyMe.path, { email, productId: 1, lang: 'es-us' }, newAddress()),
    );
    expectThrottled(answer, THROTTLED_ES);
  });

  it('limits contact-us messages per client address', async () => {
    const address = newAddress();
    const message = { subject: 'Hello', name: 'Pat Lee', description: 'A question.' };
    const answer = await overTheLimit(DOOR_LIMITS.contactPerAddress.limit, () =>
      post(api(), endpoints.contactUs.path, message, address),
    );
    expectThrottled(answer);
  });
});
