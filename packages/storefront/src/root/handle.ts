import type { EntryContext, UIMatch } from 'react-router';

/** The page layouts of SPEC section 2. */
export type PageLayout = 'default' | 'bare' | 'maintenance' | 'hot';

/** What a route module declares about its page through `export const handle`. */
export interface StorefrontHandle {
  /** bare: white, no header or footer; maintenance: #06B3F2, no header or footer; hot: dark themed shop. */
  layout?: PageLayout;
  /** A secure page (SPEC sections 2 and 6): never cached, marked for the shell. */
  secure?: boolean;
}

/** The handle of the deepest matched route that says something about the page. */
export function pageHandle(matches: readonly UIMatch[]): Required<StorefrontHandle> {
  let layout: PageLayout = 'default';
  let secure = false;
  for (const match of matches) {
    const handle = match.handle as StorefrontHandle | undefined;
    if (handle?.layout) layout = handle.layout;
    if (handle?.secure) secure = true;
  }
  return { layout, secure };
}

/**
 * Whether a route of the page being rendered marks it secure (SPEC sections 2 and 6): read
 * by the document renderer, which neither lets it be stored nor frames another origin in it.
 */
export function isSecurePage(
  context: Pick<EntryContext, 'routeModules' | 'staticHandlerContext'>,
): boolean {
  return context.staticHandlerContext.matches.some(
    (match) =>
      (context.routeModules[match.route.id]?.handle as StorefrontHandle | undefined)?.secure ===
      true,
  );
}
