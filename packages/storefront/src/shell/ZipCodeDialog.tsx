import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { formatMessage } from '@snackshop/commerce-core/messages';
import { useTranslation } from 'react-i18next';
import { useStores, useZipCodeLookup } from '@snackshop/commerce-hooks';
import { ZipCodePopup } from '@snackshop/ui-kit';
import { rememberLocationNumber } from '../site/location';

/**
 * The zip code popup itself (its own chunk: the dialog and the ZIP field). A ZIP is looked up
 * before it is kept: one we do not ship to (Hawaii, Alaska) gets the spec's "Product not
 * available for the selected shipping zip code", one that does not exist the API's message,
 * and neither becomes the shipping ZIP. A ZIP we serve is kept in the config store, where
 * product pages read it to check availability, and the fulfilment location that serves it
 * is the visit's location number.
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
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (zipcode: string) => {
    setChecking(true);
    setError(null);
    // The popup says what went wrong itself: no alert of the shell's on top of it.
    const place = await lookUpZipCode({ query: { zipcode, lang: config.language }, alert: false });
    setChecking(false);
    if (!place.ok) {
      setError(
        place.status === 404 ? place.error.message : formatMessage('fallback', config.language),
      );
      return;
    }
    if (!place.data.shippable) {
      setError(formatMessage('zipNotServiceable', config.language));
      return;
    }
    config.setZipCode(zipcode);
    rememberLocationNumber(store.storage, place.data.locationNumber);
    onOpenChange(false);
  };
  return (
    <ZipCodePopup
      // A fresh form each time it opens, starting from the ZIP already chosen.
      key={open ? 'open' : 'closed'}
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      defaultZip={config.zipCode}
      onSubmit={(zip) => void choose(zip)}
      error={error}
      loading={checking}
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
