/** A stored birth date (YYYY-MM-DD) as the three selects hold it ('' for a missing part). */
export function birthDateParts(birthDate: string | null | undefined) {
  const [year = '', month = '', day = ''] = (birthDate ?? '').split('-');
  const part = (value: string) => (/^\d+$/.test(value) ? String(Number(value)) : '');
  return { day: part(day), month: part(month), year: part(year) };
}

const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** A card brand as printed on cards ("visa" → "Visa", "amex" → "American Express"). */
export function cardBrand(cardType: string): string {
  return BRANDS[cardType.toLowerCase()] ?? cardType;
}

/** The last four digits of a masked number ("•••• 1111" → "1111"). */
export function lastFour(card: { cardNumberMask: string }): string {
  return card.cardNumberMask.replace(/\D/g, '').slice(-4);
}

/** A loyalty number in groups of four, as printed on a member card ("123456789012" → "1234 5678 9012"). */
export function formatLoyaltyId(loyaltyId: string): string {
  return loyaltyId.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
