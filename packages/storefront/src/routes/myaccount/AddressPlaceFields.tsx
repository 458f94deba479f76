import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, type Language } from '@snackshop/commerce-core/language';
import { US_STATES } from '@snackshop/commerce-core/validation';
import { Select, TextField, ZipField } from '@snackshop/ui-kit';
import { useZipPlace } from './useZipPlace';
import * as styles from './myaccount.css';

/**
 * An address book entry's city, state and ZIP, side by side. A complete ZIP fills in its
 * city and state when JavaScript runs, and says so at the ZIP when the shop does not ship
 * there (unless the form already has a message for it).
 */
export function AddressPlaceFields({
  language,
  initial,
  errors,
}: {
  language: Language;
  /** What the fields start with. */
  initial: { city: string; state: string; zipcode: string };
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const lookUpZip = useZipPlace(language);
  const [city, setCity] = useState(initial.city);
  const [state, setState] = useState(initial.state);
  const [zipNote, setZipNote] = useState<string | null>(null);
  const zipError = zipNote && !errors.zipcode ? zipNote : errors.zipcode;

  const zipChanged = async (zip: string) => {
    setZipNote(null);
    if (zip.length !== 5) return;
    const place = await lookUpZip(zip);
    if (!place) return;
    setCity(place.city);
    setState(place.state);
    if (!place.shippable && place.message) setZipNote(place.message);
  };

  return (
    <div className={styles.triple}>
      <TextField
        label={t('checkout.city')}
        name="city"
        autoComplete="shipping address-level2"
        required
        value={city}
        onChange={(event) => setCity(event.target.value)}
        error={errors.city}
      />
      <Select
        label={t('checkout.state')}
        name="state"
        autoComplete="shipping address-level1"
        required
        placeholder={t('checkout.statePlaceholder')}
        options={US_STATES.map((entry) => ({
          value: entry.code,
          label: localized(entry, 'name', language),
        }))}
        value={state}
        onChange={(event) => setState(event.target.value)}
        error={errors.state}
      />
      <ZipField
        label={t('checkout.zipcode')}
        name="zipcode"
        autoComplete="shipping postal-code"
        required
        defaultValue={initial.zipcode}
        onChange={(zip) => void zipChanged(zip)}
        error={zipError}
      />
    </div>
  );
}
