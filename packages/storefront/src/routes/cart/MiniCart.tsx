import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCartStore, useConfigStore, useMiniCart } from '@snackshop/commerce-hooks';
import { Button, Drawer, Price } from '@snackshop/ui-kit';
import { localeOf } from '../../i18n/format';
import * as styles from './cart.css';
import { CartLines } from './CartLines';

/**
 * The mini cart (SPEC section 3 `miniCartOpenState`): a Drawer with the cart's lines, their
 * subtotal and the way to "review your cart". The header's cart button opens it through
 * the CartStore; before JavaScript loads the cart page itself is the way in.
 */
export const MiniCartDrawer = observer(function MiniCartDrawer() {
  const cart = useCartStore();
  const { language } = useConfigStore();
  const miniCart = useMiniCart();
  const { t } = useTranslation();
  const count = cart.cartCount;
  return (
    <Drawer
      title={t('minicart.title')}
      description={t('header.cartCount', { count })}
      open={miniCart.isOpen}
      onOpenChange={(open) => (open ? miniCart.open() : miniCart.close())}
      closeLabel={t('minicart.close')}
      footer={
        <Button asChild fullWidth>
          <RouterLink to="/cart" onClick={() => miniCart.close()}>
            {t('minicart.review')}
          </RouterLink>
        </Button>
      }
    >
      {cart.cartItems.length === 0 ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <div className={styles.column}>
          <CartLines unavailableIds={miniCart.unavailableIds} compact />
          <p className={styles.status}>
            {t('cart.subtotal')}: <Price cents={cart.subTotal} locale={localeOf(language)} />
          </p>
        </div>
      )}
    </Drawer>
  );
});
