import { describe, expect, it, vi } from 'vitest';
import type { BodyOf } from '@snackshop/commerce-core/api-client';
import { submitOrder } from './submitOrder';

type Answer =
  | { ok: true; status: number; data: unknown }
  | { ok: false; status: number; error: { message: string; code?: string } };

/** The API's answer while another request with the same key is still placing the order. */
const inProgress: Extract<Answer, { ok: false }> = {
  ok: false,
  status: 409,
  error: {
    message: 'An order with this key is still being placed. Try again in a moment.',
    code: 'IDEMPOTENCY_IN_PROGRESS',
  },
};

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

  it('waits out an attempt still being placed under the same key, telling the shopper each time', async () => {
    const { client, requests } = scriptedClient([
      inProgress,
      inProgress,
      { ok: true, status: 201, data: { orderNumber: 'SN-WAIT-DONE' } },
    ]);
    let told = 0;
    const outcome = await submitOrder(client, BODY, 0, () => (told += 1));
    expect(outcome).toEqual({ ok: true, order: { orderNumber: 'SN-WAIT-DONE' } });
    expect(told).toBe(2);
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.key)).size).toBe(1);
  });

  it('sends an attempt whose answer was lost again under the same key, so it is placed once', async () => {
    const { client, requests } = scriptedClient([
      { ok: false, status: 0, error: { message: 'Something went wrong with this request' } },
      { ok: true, status: 201, data: { orderNumber: 'SN-LOST-ONCE' } },
    ]);
    const outcome = await submitOrder(client, BODY, 0);
    expect(outcome).toEqual({ ok: true, order: { orderNumber: 'SN-LOST-ONCE' } });
    expect(requests[1]?.key).toBe(requests[0]?.key);
  });

  it('gives up after a bounded number of waits, backing off between them', async () => {
    const { client, requests } = scriptedClient(Array.from({ length: 10 }, () => inProgress));
    const waits: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms: number) => {
      waits.push(ms);
      return realSetTimeout(fn, 0);
    }) as typeof setTimeout);
    const outcome = await submitOrder(client, BODY, 1000);
    vi.restoreAllMocks();
    expect(outcome).toEqual({ ok: false, status: 409, message: inProgress.error.message });
    expect(requests).toHaveLength(5);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
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

  it('sends the key it is given, on every try of the attempt', async () => {
    const { client, requests } = scriptedClient([
      { ok: false, status: 503, error: { message: 'The payment service did not answer.' } },
      { ok: true, status: 201, data: { orderNumber: 'SN-1' } },
    ]);
    await submitOrder(client, BODY, 0, undefined, 'card-payment-1');
    expect(requests.map((request) => request.key)).toEqual(['card-payment-1', 'card-payment-1']);
  });
});
