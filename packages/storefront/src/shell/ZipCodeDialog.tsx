import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, useZipCodeLookup } from '@snackshop/commerce-hooks';
import { ZipCodePopup } from '@snackshop/ui-kit';
import { rememberLocationNumber } from './location';

/**
 * The zip code popup itself (its own chunk: the dialog and the ZIP field); the ZIP is
 * kept in the config store, where product pages read it to check availability, and the
 * fulfilment location that serves it is the visit's location number.
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
  const store = useStores();
  const config = store.config;
  const lookUpZipCode = useZipCodeLookup();
  // The ZIP's fulfilment location goes with every later call (SPEC section 7); a ZIP the
  // lookup does not know leaves the stored one as it was.
  const locate = async (zipcode: string) => {
    const place = await lookUpZipCode({ query: { zipcode, lang: config.language } });
    if (place.ok && config.zipCode === zipcode) {
      rememberLocationNumber(store.storage, place.data.locationNumber);
    }
  };
  return (
    <ZipCodePopup
      // A fresh form each time it opens, starting from the ZIP already chosen.
      key={open ? 'open' : 'closed'}
      open={open}
      onOpenChange={onOpenChange}
      defaultZip={config.zipCode}
      onSubmit={(zip) => {
        config.setZipCode(zip);
        void locate(config.zipCode);
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
