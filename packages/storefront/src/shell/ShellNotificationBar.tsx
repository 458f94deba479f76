import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreValue, useWithStores, type RootStore } from '@snackshop/commerce-hooks';
import { NotificationBar } from '@snackshop/ui-kit';

/** The gap between the page header and a notification below it, in pixels. */
const BELOW_HEADER_GAP = 8;

/**
 * The notification bar at the top right (SPEC section 2): success or error text from the
 * notification store, cleared after 4000 ms or on Escape. API failures land here too (the
 * API-failure alert of SPEC section 8). While the page header is in view, each notification
 * opens below it, so it never covers Sign in or the cart (the time-out message that asks the
 * shopper to sign in least of all).
 */
export function ShellNotificationBar() {
  const current = useStoreValue(selectNotification, null);
  const withStores = useWithStores();
  const { t } = useTranslation();
  const [offset, setOffset] = useState<number>();
  const id = current?.id;
  useLayoutEffect(() => {
    if (id === undefined) return;
    const bottom = document.querySelector('header')?.getBoundingClientRect().bottom;
    setOffset(bottom && bottom > 0 ? Math.ceil(bottom) + BELOW_HEADER_GAP : undefined);
  }, [id]);
  return (
    <NotificationBar
      notification={current ? { severity: current.severity, text: current.text } : null}
      onClose={() => withStores((store) => store.notification.close())}
      closeLabel={t('notification.close')}
      offset={offset}
    />
  );
}

const selectNotification = (store: RootStore) => store.notification.notification;
