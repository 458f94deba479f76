import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigStore } from '@snackshop/commerce-hooks';
import { Button, Dialog, ZipField } from '@snackshop/ui-kit';
import { isCompleteZip } from './zip';

/**
 * The zip code popup (SPEC section 2): the header's "Ship to" button opens it; the ZIP is
 * kept in the config store, where product pages read it to check availability.
 */
export const ZipCodePopup = observer(function ZipCodePopup() {
  const { t } = useTranslation();
  const config = useConfigStore();
  const [open, setOpen] = useState(false);
  const [zip, setZip] = useState(config.zipCode);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCompleteZip(zip)) {
      setError(t('zip.invalid'));
      return;
    }
    config.setZipCode(zip);
    setError(undefined);
    setOpen(false);
  };
  return (
    <Dialog
      title={t('zip.title')}
      description={t('zip.body')}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setZip(config.zipCode);
      }}
      closeLabel={t('zip.close')}
      size="small"
      trigger={
        <Button variant="ghost" tone="neutral">
          {t('header.zip')}: {config.zipCode || t('header.zipNone')}
        </Button>
      }
    >
      <form onSubmit={submit} noValidate>
        <ZipField label={t('zip.label')} value={zip} onChange={setZip} error={error} name="zip" />
        <Button type="submit">{t('zip.save')}</Button>
      </form>
    </Dialog>
  );
});
