import { cloneJson, isRecord, pickBoolean, pickString } from '../snapshot';

export interface GiftCard {
  giftOrder: boolean;
  includesGiftCard: boolean;
  firstName: string;
  lastName: string;
  recipientEmail: string;
  giftMessage: string;
  cardObj: unknown;
  errorObj: Record<string, string>;
}

export const emptyGiftCard = (): GiftCard => ({
  giftOrder: false,
  includesGiftCard: false,
  firstName: '',
  lastName: '',
  recipientEmail: '',
  giftMessage: '',
  cardObj: null,
  errorObj: {},
});

/** A stored gift card; of its error messages only the strings are kept. */
export function readGiftCard(value: unknown): GiftCard {
  const data = isRecord(value) ? value : {};
  const errors = isRecord(data.errorObj) ? data.errorObj : {};
  return {
    giftOrder: pickBoolean(data.giftOrder),
    includesGiftCard: pickBoolean(data.includesGiftCard),
    firstName: pickString(data.firstName),
    lastName: pickString(data.lastName),
    recipientEmail: pickString(data.recipientEmail),
    giftMessage: pickString(data.giftMessage),
    cardObj: cloneJson(data.cardObj ?? null),
    errorObj: Object.fromEntries(
      Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  };
}
