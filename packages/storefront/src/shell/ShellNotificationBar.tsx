import { useTranslation } from 'react-i18next';
import { useStoreValue, useWithStores, type RootStore } from '@snackshop/commerce-hooks';
import { NotificationBar } from '@snackshop/ui-kit';

/**
 * The notification bar at the top right (SPEC section 2): success or error text from the
 * notification store, cleared after 4000 ms or on Escape. API failures land here too (the
 * API-failure alert of SPEC section 8).
 */
export function ShellNotificationBar() {
  const current = useStoreValue(selectNotification, null);
  const withStores = useWithStores();
  const { t } = useTranslation();
  return (
    <NotificationBar
      notification={current ? { severity: current.severity, text: current.text } : null}
      onClose={() => withStores((store) => store.notification.close())}
      closeLabel={t('notification.close')}
    />
  );
}

const selectNotification = (store: RootStore) => store.notification.notification;
