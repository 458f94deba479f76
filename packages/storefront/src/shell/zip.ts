import { ZIP_LENGTH } from '@snackshop/commerce-core/constants';

const COMPLETE_ZIP = new RegExp(`^\\d{${ZIP_LENGTH}}$`);

/** True for a ZIP code the shop can look up: exactly five digits (SPEC section 9). */
export function isCompleteZip(zip: string): boolean {
  return COMPLETE_ZIP.test(zip);
}
