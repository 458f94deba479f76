import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigStore } from '@snackshop/commerce-hooks';
import { Button, ZipCodePopup } from '@snackshop/ui-kit';

/**
 * The zip code popup (SPEC section 2) behind the header's "Ship to" button; the ZIP is kept
 * in the config store, where product pages read it to check availability.
 */
export const ShellZipCodePopup = observer(function ShellZipCodePopup() {
  const { t } = useTranslation();
  const config = useConfigStore();
  const [open, setOpen] = useState(false);
  return (
    <ZipCodePopup
      // A fresh form each time it opens, starting from the ZIP already chosen.
      key={open ? 'open' : 'closed'}
      open={open}
      onOpenChange={setOpen}
      defaultZip={config.zipCode}
      onSubmit={(zip) => {
        config.setZipCode(zip);
        setOpen(false);
      }}
      trigger={
        <Button variant="ghost" tone="neutral" size="small">
          {config.zipCode ? `${t('header.zip')}: ${config.zipCode}` : t('header.zip')}
        </Button>
      }
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
