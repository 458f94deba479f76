import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@snackshop/ui-kit';
import { firstInteraction } from './firstInteraction';
import { useChosenZip } from './useChosenZip';

const loadDialog = () => import('./ZipCodeDialog');
const ZipCodeDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ZipCodeDialog })),
);

/**
 * The header's "Ship to" button and the zip code popup behind it (SPEC section 2). The
 * button is in the server HTML; the popup's code stays out of the first load, fetched once
 * the shopper starts using the page and mounted on the first click.
 */
export function ShellZipCodePopup() {
  const { t } = useTranslation();
  const zipCode = useChosenZip();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    void firstInteraction().then(loadDialog);
  }, []);
  const label = zipCode ? `${t('header.zip')}: ${zipCode}` : t('header.zip');
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
}
