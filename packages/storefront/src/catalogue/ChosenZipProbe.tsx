import { lazy, Suspense } from 'react';
import type { ZipRefusals } from './ZipAvailabilityProbe';

const ZipAvailabilityProbe = lazy(() =>
  import('./ZipAvailabilityProbe').then((module) => ({ default: module.ZipAvailabilityProbe })),
);

/**
 * `ZipAvailabilityProbe` for the ZIP the shopper chose, its code (and the data hooks it
 * uses) fetched only when there is one: a page's first load carries none of it.
 */
export function ChosenZipProbe(props: {
  zip: string;
  productIds: readonly string[];
  onRefusals: (refusals: ZipRefusals) => void;
}) {
  return (
    <Suspense fallback={null}>
      <ZipAvailabilityProbe {...props} />
    </Suspense>
  );
}
