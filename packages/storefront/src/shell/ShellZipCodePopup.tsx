import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigStore } from '@snackshop/commerce-hooks';
import { Button } from '@snackshop/ui-kit';
import { whenIdle } from './whenIdle';

const loadDialog = () => import('./ZipCodeDialog');
const ZipCodeDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ZipCodeDialog })),
);

/**
 * The header's "Ship to" button and the zip code popup behind it (SPEC section 2). The
 * button is in the server HTML; the popup's code stays out of the first load, fetched when
 * the browser is idle and mounted on the first click.
 */
export const ShellZipCodePopup = observer(function ShellZipCodePopup() {
  const { t } = useTranslation();
  const config = useConfigStore();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => void loadDialog()), []);
  const label = config.zipCode ? `${t('header.zip')}: ${config.zipCode}` : t('header.zip');
  const button = (onClick?: () => void) => (
    <Button
      variant="ghost"
      tone="neutral"
      size="small"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  if (!mounted) {
    return button(() => {
      setMounted(true);
      setOpen(true);
    });
  }
  return (
    <Suspense fallback={button()}>
      <ZipCodeDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="ghost" tone="neutral" size="small">
            {label}
          </Button>
        }
      />
    </Suspense>
  );
});
