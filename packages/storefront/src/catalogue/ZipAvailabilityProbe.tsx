import { useEffect } from 'react';
import { useItemsAvailability } from '@snackshop/commerce-hooks';

/** Product id → the API's reason it does not ship to the ZIP (only those that do not). */
export type ZipRefusals = Readonly<Record<string, string>>;

/**
 * Asks the API which of `productIds` cannot ship to `zip` (checkItemsAvailability) and hands
 * the refusals up. Rendered only once the stores are loaded and the shopper has chosen a ZIP
 * (`useChosenZipRefusals`), so a first visit loads no store code for it.
 */
export function ZipAvailabilityProbe({
  zip,
  productIds,
  onRefusals,
}: {
  zip: string;
  productIds: readonly string[];
  /** Called with each answer and the ZIP it is for; keep it stable (a state setter). */
  onRefusals: (answer: { zip: string; refusals: ZipRefusals }) => void;
}) {
  const { result } = useItemsAvailability(zip, productIds);
  const messages = result?.messages;
  useEffect(() => {
    if (messages) onRefusals({ zip, refusals: messages });
  }, [zip, messages, onRefusals]);
  return null;
}
