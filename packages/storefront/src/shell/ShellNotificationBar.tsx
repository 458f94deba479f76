import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNotificationStore } from '@snackshop/commerce-hooks';
import { NotificationBar } from '@snackshop/ui-kit';

/**
 * The notification bar at the top right (SPEC section 2): success or error text from the
 * notification store, cleared after 4000 ms or on Escape. API failures land here too (the
 * API-failure alert of SPEC section 8).
 */
export const ShellNotificationBar = observer(function ShellNotificationBar() {
  const notifications = useNotificationStore();
  const { t } = useTranslation();
  const current = notifications.notification;
  return (
    <NotificationBar
      notification={current ? { severity: current.severity, text: current.text } : null}
      onClose={() => notifications.close()}
      closeLabel={t('notification.close')}
    />
  );
});
