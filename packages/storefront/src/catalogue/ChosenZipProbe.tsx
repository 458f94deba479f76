import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useChosenZip } from '../shell/useChosenZip';
import type { ZipRefusals } from './ZipAvailabilityProbe';

const ZipAvailabilityProbe = lazy(() =>
  import('./ZipAvailabilityProbe').then((module) => ({ default: module.ZipAvailabilityProbe })),
);

/** What `useChosenZipRefusals` answers. */
export interface ChosenZipRefusals {
  /** The ZIP the shopper chose in the header, or ''. */
  zip: string;
  /** Why a product does not ship to that ZIP, or null (also while it is being asked). */
  refusalOf: (productId: number) => string | null;
  /** The element that asks (render it anywhere in the page); null when nothing is asked. */
  probe: ReactElement | null;
}

/**
 * Which of `productIds` do not ship to the ZIP the shopper chose (checkItemsAvailability),
 * when `enabled`. The asking component's code (and the data hooks it uses) is fetched only
 * once there is a ZIP: a page's first load carries none of it. An answer counts only for the
 * ZIP it was asked for.
 */
export function useChosenZipRefusals(
  productIds: readonly number[],
  enabled = true,
): ChosenZipRefusals {
  const zip = useChosenZip();
  const [answer, setAnswer] = useState<{ zip: string; refusals: ZipRefusals } | null>(null);
  const asking = enabled && zip !== '';
  const refusals = asking && answer?.zip === zip ? answer.refusals : null;
  return {
    zip,
    refusalOf: (productId) => refusals?.[String(productId)] ?? null,
    probe: asking ? (
      <Suspense fallback={null}>
        <ZipAvailabilityProbe
          zip={zip}
          productIds={productIds.map(String)}
          onRefusals={setAnswer}
        />
      </Suspense>
    ) : null,
  };
}
