import type { ApiClient, BodyOf, ResponseOf } from '@snackshop/commerce-core/api-client';

/** The order as submittedorder answers it. */
export type PlacedOrder = ResponseOf<'submittedOrder'>;

/** How an order is paid, as submittedorder reads it. */
export type PaymentInfoBody = NonNullable<BodyOf<'submittedOrder'>['paymentInfo']>;

/** What placing the order gave: the order, or the refusal's status and message. */
export type SubmitOutcome =
  { ok: true; order: PlacedOrder } | { ok: false; status: number; message: string };

/** How long to wait before sending an order again when the processor did not answer. */
const PROCESSOR_RETRY_MS = 1_000;

/**
 * Places the order with submittedorder under one Idempotency-Key made for this attempt, so
 * sending it again after a 503 (the processor did not answer) can never charge twice.
 */
export async function submitOrder(
  client: Pick<ApiClient, 'call'>,
  body: BodyOf<'submittedOrder'>,
  retryMs = PROCESSOR_RETRY_MS,
): Promise<SubmitOutcome> {
  const headers = { 'Idempotency-Key': crypto.randomUUID() };
  let result = await client.call('submittedOrder', { body, headers });
  if (!result.ok && result.status === 503) {
    await new Promise((resolve) => setTimeout(resolve, retryMs));
    result = await client.call('submittedOrder', { body, headers });
  }
  return result.ok
    ? { ok: true, order: result.data }
    : { ok: false, status: result.status, message: result.error.message };
}
