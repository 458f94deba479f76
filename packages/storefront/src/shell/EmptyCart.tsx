import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Button, EmptyState } from '@snackshop/ui-kit';

/** An empty cart: it says so and leads to the snacks (a plain link, so scripts or none). */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingElement="h2"
      title={t('cart.empty')}
      description={t('cart.emptyBody')}
      action={
        <Button asChild>
          <RouterLink to="/all-snacks">{t('cart.shop')}</RouterLink>
        </Button>
      }
    />
  );
}
