import { describe, expect, it } from 'vitest';
import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { submitOrder } from './submitOrder';

type Answer =
  | { ok: true; status: number; data: unknown }
  | { ok: false; status: number; error: { message: string } };

/** A client that answers submittedorder from a script and records each request. */
function scriptedClient(answers: Answer[]) {
  const requests: { name: string; key: string | undefined; body: unknown }[] = [];
  const client = {
    call: (name: string, options?: { body?: unknown; headers?: Record<string, string> }) => {
      requests.push({ name, key: options?.headers?.['Idempotency-Key'], body: options?.body });
      return Promise.resolve(answers.shift());
    },
  };
  return { client: client as unknown as Parameters<typeof submitOrder>[0], requests };
}

/** A body as the shipping step builds it; these tests only look at how it is sent. */
const BODY = { cartItems: [] } as unknown as BodyOf<'submittedOrder'>;

describe('submitOrder', () => {
  it('sends the same attempt again after a 503, under the same key and body', async () => {
    const { client, requests } = scriptedClient([
      { ok: false, status: 503, error: { message: 'busy' } },
      { ok: true, status: 201, data: { orderNumber: 'SN-ABCD-EFGH' } },
    ]);
    const outcome = await submitOrder(client, BODY, 0);
    expect(outcome).toEqual({ ok: true, order: { orderNumber: 'SN-ABCD-EFGH' } });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.name).toBe('submittedOrder');
    expect(requests[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[1]?.key).toBe(requests[0]?.key);
    expect(requests[1]?.body).toBe(requests[0]?.body);
  });

  it('answers a decline with its status and message, without sending it again', async () => {
    const { client, requests } = scriptedClient([
      { ok: false, status: 402, error: { message: 'The card was declined.' } },
    ]);
    expect(await submitOrder(client, BODY, 0)).toEqual({
      ok: false,
      status: 402,
      message: 'The card was declined.',
    });
    expect(requests).toHaveLength(1);
  });

  it('gives every attempt its own key', async () => {
    const { client, requests } = scriptedClient([
      { ok: true, status: 201, data: { orderNumber: 'SN-1' } },
      { ok: true, status: 201, data: { orderNumber: 'SN-2' } },
    ]);
    await submitOrder(client, BODY, 0);
    await submitOrder(client, BODY, 0);
    expect(requests[0]?.key).not.toBe(requests[1]?.key);
  });
});
