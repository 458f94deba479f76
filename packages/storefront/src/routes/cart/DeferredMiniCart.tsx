import { lazy, Suspense, useEffect, useState } from 'react';
import { useStoreValue, type RootStore } from '@snackshop/commerce-hooks';
import { firstInteraction } from '../../shell/firstInteraction';

/** The mini cart's own chunk (Drawer, cart lines, stock refresh), fetched once. */
const loadMiniCart = () => import('./MiniCart');

const MiniCartDrawer = lazy(() =>
  loadMiniCart().then((module) => ({ default: module.MiniCartDrawer })),
);

/**
 * The mini cart, kept out of the first load: the page (and its server HTML) never shows
 * it closed, so its code is fetched once the shopper starts using the page and mounted the
 * first time the cart store asks for it open (the header's cart button). Its stock refresh
 * runs from then on, as on the cart page.
 */
export function DeferredMiniCart() {
  const open = useStoreValue(selectMiniCartOpen, false);
  const [mounted, setMounted] = useState(false);
  // Once opened it stays mounted, so closing animates and re-opening is instant.
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    void firstInteraction().then(loadMiniCart);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <MiniCartDrawer />
    </Suspense>
  ) : null;
}

const selectMiniCartOpen = (store: RootStore) => store.cart.miniCartOpenState;
