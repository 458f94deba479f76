/**
 * What the payment step shows for a refused order, whichever method paid: the API's message
 * and, after a decline (402), `tryAgain` (what to do next). A card and a wallet read alike.
 */
export function refusalMessage(refused: { status: number; message: string }, tryAgain: string) {
  return refused.status === 402 ? `${refused.message} ${tryAgain}` : refused.message;
}
