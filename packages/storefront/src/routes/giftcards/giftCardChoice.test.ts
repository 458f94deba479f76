import { describe, expect, it } from 'vitest';
import type { GiftCard } from '@snackshop/commerce-core/contract';
import { amountRefusal, EMPTY_RECIPIENT, recipientOf } from './giftCardChoice';

const card = { giftCardId: 2, title: 'Snack Shop e-Gift Card', amountsCents: [2500, 5000] };
const eGift = card as unknown as GiftCard;

describe('a gift card order, as the page and its action check it', () => {
  it('takes an amount the card comes in, and says why not in the shopper’s language', () => {
    expect(amountRefusal(eGift, 2500, 'en-us')).toBeNull();
    expect(amountRefusal(eGift, null, 'en-us')).toBe('required');
    expect(amountRefusal(eGift, 1000, 'en-us')).toBe('This gift card comes in $25.00, $50.00.');
    expect(amountRefusal(eGift, 1000, 'es-us')).toBe(
      'Esta tarjeta de regalo está disponible por $25.00, $50.00.',
    );
  });

  it('takes a recipient the schema takes, with the spec’s messages at the fields', () => {
    expect(recipientOf(EMPTY_RECIPIENT, 'en-us').errors).toEqual({
      recipientEmail: 'Recipient email is required.',
    });
    expect(recipientOf({ ...EMPTY_RECIPIENT, recipientEmail: 'sam@lee' }, 'es-us').errors).toEqual({
      recipientEmail: 'La dirección de correo electrónico debe tener el formato name@example.com.',
    });
    expect(
      recipientOf(
        { ...EMPTY_RECIPIENT, recipientEmail: ' sam@example.com ', firstName: 'Sam' },
        'en-us',
      ),
    ).toEqual({ errors: {}, recipient: { recipientEmail: 'sam@example.com', firstName: 'Sam' } });
  });
});
