import { isNoShipState } from '@snackshop/commerce-core/constants';
import type { ZipPlace } from './zip';

/** A warehouse that ships orders, and the ZIP codes it serves. */
export interface FulfilmentLocation {
  /** The location number (`_lo_No`, SPEC sections 3 and 7). */
  locationNumber: string;
  name: string;
  /** First digits of the ZIP codes it serves: the USPS national areas, 0 (New England) to 9 (Pacific). */
  areas: readonly string[];
}

/**
 * The fulfilment locations. The rule is the ZIP code's first digit, the USPS national area:
 * each warehouse serves its own area and its neighbours, so every ZIP code we ship to has
 * exactly one location.
 */
export const FULFILMENT_LOCATIONS: readonly FulfilmentLocation[] = [
  { locationNumber: '1001', name: 'Allentown, PA', areas: ['0', '1'] },
  { locationNumber: '1002', name: 'Atlanta, GA', areas: ['2', '3'] },
  { locationNumber: '1003', name: 'Indianapolis, IN', areas: ['4', '5', '6'] },
  { locationNumber: '1004', name: 'Dallas, TX', areas: ['7'] },
  { locationNumber: '1005', name: 'Reno, NV', areas: ['8', '9'] },
];

/**
 * The location number of the warehouse that serves a ZIP code; null where we do not ship
 * (Hawaii and Alaska), which no warehouse serves.
 */
export function fulfilmentLocationNumber(place: ZipPlace): string | null {
  if (isNoShipState(place.state)) return null;
  const area = place.zipcode.charAt(0);
  return (
    FULFILMENT_LOCATIONS.find((location) => location.areas.includes(area))?.locationNumber ?? null
  );
}
