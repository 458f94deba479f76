import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigStore } from '@snackshop/commerce-hooks';
import { ZipCodePopup } from '@snackshop/ui-kit';

/**
 * The zip code popup itself (its own chunk: the dialog and the ZIP field); the ZIP is
 * kept in the config store, where product pages read it to check availability.
 */
export const ZipCodeDialog = observer(function ZipCodeDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}) {
  const { t } = useTranslation();
  const config = useConfigStore();
  return (
    <ZipCodePopup
      // A fresh form each time it opens, starting from the ZIP already chosen.
      key={open ? 'open' : 'closed'}
      open={open}
      onOpenChange={onOpenChange}
      defaultZip={config.zipCode}
      onSubmit={(zip) => {
        config.setZipCode(zip);
        onOpenChange(false);
      }}
      trigger={trigger}
      labels={{
        title: t('zip.title'),
        description: t('zip.body'),
        field: t('zip.label'),
        submit: t('zip.save'),
        close: t('zip.close'),
        required: t('zip.required'),
        invalid: t('zip.invalid'),
      }}
    />
  );
});
