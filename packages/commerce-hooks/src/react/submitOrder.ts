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
 * How many times an attempt the API reports as still being placed (409
 * `IDEMPOTENCY_IN_PROGRESS`, after it waited about 20 s for it) or whose answer never came
 * (the connection dropped, the call timed out) is sent again under the same key, waiting
 * `retryMs`, then twice as long each time. The API takes over an attempt abandoned by a
 * process that died after 30 s, so this outlasts it with room.
 */
const MAX_UNFINISHED_RETRIES = 4;

/** The attempt is (or may still be) in progress on the server: send it again, same key. */
const unfinished = (result: { ok: boolean; status: number; error?: { code?: string } }) =>
  !result.ok &&
  (result.status === 0 ||
    (result.status === 409 && result.error?.code === 'IDEMPOTENCY_IN_PROGRESS'));

/**
 * Places the order with submittedorder under one Idempotency-Key made for this attempt, so
 * sending it again can never charge twice: once after a 503 (the processor did not answer),
 * and, with back-off, while the API says the attempt is still being placed or its answer was
 * lost. `onStillWorking` runs before each such wait, so the shopper can be told. A caller that
 * may send the same attempt again in a later request (a form posted twice) names its own
 * `idempotencyKey`, one per payment.
 */
export async function submitOrder(
  client: Pick<ApiClient, 'call'>,
  body: BodyOf<'submittedOrder'>,
  retryMs = PROCESSOR_RETRY_MS,
  onStillWorking?: () => void,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<SubmitOutcome> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  // No alert from the client: an attempt sent again may still succeed, and the payment step
  // shows the outcome next to its button. One message per fault, never one over a placed order.
  const send = () => client.call('submittedOrder', { body, headers, alert: false });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let result = await send();
  if (!result.ok && result.status === 503) {
    await pause(retryMs);
    result = await send();
  }
  for (let retry = 0; retry < MAX_UNFINISHED_RETRIES && unfinished(result); retry += 1) {
    onStillWorking?.();
    await pause(retryMs * 2 ** retry);
    result = await send();
  }
  return result.ok
    ? { ok: true, order: result.data }
    : { ok: false, status: result.status, message: result.error.message };
}
