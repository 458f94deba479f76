const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** A card brand as shoppers read it (the processor names brands by lower-case ids). */
export function cardBrandName(cardType: string): string {
  return (
    BRAND_NAMES[cardType.toLowerCase()] ?? cardType.charAt(0).toUpperCase() + cardType.slice(1)
  );
}
