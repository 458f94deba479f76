import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { ZIP_DIGITS, ZipField } from '../ZipField/ZipField';
import * as styles from './ZipCodePopup.css';

/** ZipCodePopup's texts; the site passes the translated ones. */
export interface ZipCodePopupLabels {
  title: string;
  description: string;
  field: string;
  submit: string;
  close: string;
  /** Shown when submitted empty. */
  required: string;
  /** Shown when fewer than five digits are submitted. */
  invalid: string;
}

/** English texts, the default. */
export const zipCodePopupLabels: ZipCodePopupLabels = {
  title: 'Enter your zip code',
  description: 'We’ll show the snacks available where you are.',
  field: 'Zip code',
  submit: 'Apply',
  close: 'Close',
  required: 'Zip code is required.',
  invalid: 'Zip code must be 5 digits.',
};

export interface ZipCodePopupProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called with a five-digit ZIP; the site checks it is served and closes the popup. */
  onSubmit: (zip: string) => void;
  /** The ZIP already chosen, if any. */
  defaultZip?: string;
  /**
   * A message from the site about the ZIP last submitted ("Product not available for the
   * selected shipping zip code"); shown until the shopper edits the ZIP, since it no longer
   * speaks of what the field holds.
   */
  error?: ReactNode;
  /** True while the site checks the ZIP. */
  loading?: boolean;
  /** The element that opens the popup. */
  trigger?: ReactNode;
  labels?: Partial<ZipCodePopupLabels>;
}

/**
 * The zip code popup: asks for a five-digit ZIP so listings show what can ship there.
 * Empty or short input is caught here; whether the ZIP is served comes back as `error`.
 */
export function ZipCodePopup({
  open,
  defaultOpen,
  onOpenChange,
  onSubmit,
  defaultZip = '',
  error,
  loading = false,
  trigger,
  labels: overrides,
}: ZipCodePopupProps) {
  // No useStylesheetCheck: its own classes are in the Dialog's content, rendered only while open.
  const labels = { ...zipCodePopupLabels, ...overrides };
  const [zip, setZip] = useState(defaultZip);
  const [localError, setLocalError] = useState<string | null>(null);
  // The site's error speaks of the ZIP submitted: once the shopper edits it, it goes.
  const [edited, setEdited] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (zip.length === 0) return setLocalError(labels.required);
    if (zip.length !== ZIP_DIGITS) return setLocalError(labels.invalid);
    setLocalError(null);
    setEdited(false);
    onSubmit(zip);
  };
  return (
    <Dialog
      size="small"
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
    >
      <form onSubmit={submit} noValidate className={styles.form}>
        <ZipField
          label={labels.field}
          value={zip}
          onChange={(next) => {
            setZip(next);
            setLocalError(null);
            setEdited(true);
          }}
          error={localError ?? (edited ? undefined : error)}
          required
        />
        <Button type="submit" loading={loading} fullWidth>
          {labels.submit}
        </Button>
      </form>
    </Dialog>
  );
}
