import type { EndpointName } from '@snackshop/commerce-core/api-client';
import { expect, it } from 'vitest';
import { registration } from '../../test/account-fixtures';
import { describeApi, type TestApi, type TestResponse } from '../../test/harness';
import { DOOR_LIMITS } from './doors';

const THROTTLED_EN = 'Too many attempts. Please wait a few minutes and try again.';
const THROTTLED_ES = 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.';

let addresses = 0;
/** A client address no other test uses (forwarded from loopback, which the API trusts). */
const newAddress = () => {
  addresses += 1;
  return `203.0.113.${addresses}`;
};

/** A call to a door from a client address: sent as it is, for the door to refuse in the end. */
function post(api: TestApi, name: EndpointName, body: unknown, address: string) {
  return api.refusal(name, { body, headers: { 'X-Forwarded-For': address } });
}

/** Calls `send` `limit` times (none refused with 429), then once more, and answers that call. */
async function overTheLimit(
  limit: number,
  send: (attempt: number) => Promise<TestResponse>,
): Promise<TestResponse> {
  for (let attempt = 0; attempt < limit; attempt += 1) {
    const answer = await send(attempt);
    expect(answer.status, JSON.stringify(answer.body)).not.toBe(429);
  }
  return send(limit);
}

function expectThrottled(answer: TestResponse, message = THROTTLED_EN) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ success: false, code: 'RATE_LIMITED', message });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describeApi('limits on every door that can be hammered', (api) => {
  it('limits registrations per client address, whatever the emails', async () => {
    const address = newAddress();
    const answer = await overTheLimit(DOOR_LIMITS.registerPerAddress.limit, () =>
      post(api(), 'createCustomer', registration(), address),
    );
    expectThrottled(answer);
    // Another address still registers.
    const other = await api().call('createCustomer', {
      body: registration(),
      headers: { 'X-Forwarded-For': newAddress() },
    });
    expect(other.status).toBe(201);
  });

  it('counts the addresses of one IPv6 /64 as one client, in any spelling', async () => {
    // 24 addresses of 2001:db8:33:<n>::/64, each written its own way.
    addresses += 1;
    const network = `2001:db8:33:${addresses.toString(16)}`;
    const spellings = (i: number) =>
      [
        `${network}::${(i + 1).toString(16)}`,
        `${network.replace('db8', '0db8')}:0:0:0:${(i + 1).toString(16)}`,
        `[${network}::${(0xa000 + i).toString(16)}]`,
        `${network}::0.0.0.${i + 1}`,
      ][i % 4]!;
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      statuses.push(
        (
          await post(
            api(),
            'forgotPassword',
            { email: `spray.${i}.${Date.now()}@example.com`, sourceID: 'snacks' },
            spellings(i),
          )
        ).status,
      );
    }
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBe(DOOR_LIMITS.forgotPerAddress.limit);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
    // Another /64 is another client.
    const other = await post(
      api(),
      'forgotPassword',
      { email: `spray.other.${Date.now()}@example.com`, sourceID: 'snacks' },
      `2001:db8:34:${addresses.toString(16)}::1`,
    );
    expect(other.status).not.toBe(429);
  });

  it('limits registrations per email, whatever the addresses and the case of the email', async () => {
    const email = `enumerated.${Date.now()}@example.com`;
    const answer = await overTheLimit(DOOR_LIMITS.registerPerEmail.limit, (attempt) =>
      post(
        api(),
        'createCustomer',
        registration({ email: attempt % 2 ? email.toUpperCase() : email }),
        newAddress(),
      ),
    );
    expectThrottled(answer);
  });

  it('limits forgot-password per email across addresses', async () => {
    const email = `forgetful.${Date.now()}@example.com`;
    const answer = await overTheLimit(DOOR_LIMITS.forgotPerEmail.limit, () =>
      post(api(), 'forgotPassword', { email, sourceID: 'snacks' }, newAddress()),
    );
    expectThrottled(answer);
  });

  it('limits reset-password tries per client address (guessed links)', async () => {
    const address = newAddress();
    const answer = await overTheLimit(DOOR_LIMITS.resetPerAddress.limit, (attempt) =>
      post(
        api(),
        'resetPassword',
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
        'rewardsEmailVerification',
        { token: `guessed-token-${attempt}-0123456789` },
        address,
      ),
    );
    expectThrottled(guessed);
    const email = `verify.${Date.now()}@example.com`;
    const mailed = await overTheLimit(DOOR_LIMITS.verifyPerEmail.limit, () =>
      post(api(), 'rewardsEmailVerification', { email }, newAddress()),
    );
    expectThrottled(mailed);
  });

  it('limits notify-me per email and answers in the shopper’s language', async () => {
    const email = `restock.${Date.now()}@example.com`;
    const answer = await overTheLimit(DOOR_LIMITS.notifyMePerEmail.limit, () =>
      post(api(), 'notifyMe', { email, productId: 1, lang: 'es-us' }, newAddress()),
    );
    expectThrottled(answer, THROTTLED_ES);
  });

  it('limits contact-us messages per client address', async () => {
    const address = newAddress();
    const message = { subject: 'Hello', name: 'Pat Lee', description: 'A question.' };
    const answer = await overTheLimit(DOOR_LIMITS.contactPerAddress.limit, () =>
      post(api(), 'contactUs', message, address),
    );
    expectThrottled(answer);
  });
});
