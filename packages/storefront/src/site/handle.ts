import type { EntryContext, UIMatch } from 'react-router';

/** The page layouts of SPEC section 2. */
export type PageLayout = 'default' | 'bare' | 'maintenance' | 'hot';

/** What a route module declares about its page through `export const handle`. */
export interface StorefrontHandle {
  /** bare: white, no header or footer; maintenance: #06B3F2, no header or footer; hot: dark themed shop. */
  layout?: PageLayout;
  /**
   * A secure page (SPEC sections 2 and 6): the account and sign-in pages, checkout, the
   * thank-you page and Order Lookup. Never stored by any cache, marked for the shell, and it
   * loads nothing from another origin: no third-party tag (the policy's scripts are the
   * site's own and the hashes of its inline scripts, and the payment wallets' clients where
   * `paymentWallets` says so) and no frame but the payment fields where `paymentFields` says
   * so (and the wallets' sheets).
   */
  secure?: boolean;
  /** The page frames the payment provider's hosted card fields (checkout). */
  paymentFields?: boolean;
  /**
   * The page may load the payment wallets' clients (checkout's payment step: the Google Pay
   * JS client, docs/decisions/0037), so its policy allows their origins.
   */
  paymentWallets?: boolean;
}

/** The handle of the deepest matched route that says something about the page. */
export function pageHandle(
  matches: readonly UIMatch[],
): Required<Pick<StorefrontHandle, 'layout' | 'secure'>> {
  let layout: PageLayout = 'default';
  let secure = false;
  for (const match of matches) {
    const handle = match.handle as StorefrontHandle | undefined;
    if (handle?.layout) layout = handle.layout;
    if (handle?.secure) secure = true;
  }
  return { layout, secure };
}

/** The handles of the routes of the page being rendered, root first. */
function renderedHandles(
  context: Pick<EntryContext, 'routeModules' | 'staticHandlerContext'>,
): StorefrontHandle[] {
  return context.staticHandlerContext.matches.map(
    (match) => (context.routeModules[match.route.id]?.handle as StorefrontHandle | undefined) ?? {},
  );
}

/**
 * Whether a route of the page being rendered marks it secure (SPEC sections 2 and 6): read
 * by the document renderer, which neither lets it be stored nor frames another origin in it.
 */
export function isSecurePage(
  context: Pick<EntryContext, 'routeModules' | 'staticHandlerContext'>,
): boolean {
  return renderedHandles(context).some((handle) => handle.secure === true);
}

/** Whether the page being rendered frames the hosted card fields (its policy allows them). */
export function framesPaymentFields(
  context: Pick<EntryContext, 'routeModules' | 'staticHandlerContext'>,
): boolean {
  return renderedHandles(context).some((handle) => handle.paymentFields === true);
}

/** Whether the page being rendered may load the payment wallets' clients (checkout). */
export function loadsPaymentWallets(
  context: Pick<EntryContext, 'routeModules' | 'staticHandlerContext'>,
): boolean {
  return renderedHandles(context).some((handle) => handle.paymentWallets === true);
}
