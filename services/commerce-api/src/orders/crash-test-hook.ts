/**
 * A test's way to stop a real API process between an order's commit and its capture:
 * with `ORDER_HOLD_AFTER_COMMIT_MS` set, a placed order is announced on stdout
 * (`orders: order <id> committed; holding ...`) and its request waits that long before the
 * capture, so the test can SIGKILL the process at exactly that point. Read once at start-up
 * and ignored when NODE_ENV is production, so a deployment can never be slowed by it.
 */
const holdMs =
  process.env.NODE_ENV === 'production'
    ? 0
    : Math.max(0, Number(process.env.ORDER_HOLD_AFTER_COMMIT_MS ?? 0) || 0);

/** Waits after the order's commit when the test hook asks for it; otherwise returns at once. */
export async function holdAfterCommit(orderId: string): Promise<void> {
  if (holdMs === 0) return;
  console.info(`orders: order ${orderId} committed; holding ${holdMs} ms before its capture`);
  await new Promise((resolve) => setTimeout(resolve, holdMs));
}
