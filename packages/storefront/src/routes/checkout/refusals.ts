/**
 * What the payment step shows for a refused order, whichever method paid: the API's message,
 * which already says what to do next ("Try another card."), said once. After a decline (402)
 * of a saved card, `savedCardHint` adds what only the page knows (its security code is asked
 * again).
 */
export function refusalMessage(
  refused: { status: number; message: string },
  savedCardHint?: string,
) {
  return refused.status === 402 && savedCardHint
    ? `${refused.message} ${savedCardHint}`
    : refused.message;
}
