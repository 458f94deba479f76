import { describe, expect, it } from 'vitest';
import { cardBrandName } from '../../orders/cardBrand';
import { chosenSavedCard, lastFour } from './savedCards';

const visa = { id: 'c-visa', cardType: 'visa', cardNumberMask: '•••• 4242', expDate: '12/29' };
const amex = { id: 'c-amex', cardType: 'amex', cardNumberMask: '•••• 0005', expDate: '01/30' };
const none = { payWithSavedCard: false, sequence: null, cardNumberMask: '' };

describe('saved cards on the payment step', () => {
  it('names a brand and the last four digits as shoppers read them', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('jcb')).toBe('Jcb');
    expect(lastFour('•••• 4242')).toBe('4242');
    expect(lastFour('XXXXXXXXXXXX1111')).toBe('1111');
    expect(lastFour('')).toBe('');
  });

  it('pays with the first saved card until the shopper chooses, and a new card without any', () => {
    expect(chosenSavedCard([visa, amex], null, none)).toBe(visa);
    expect(chosenSavedCard([visa, amex], 'c-amex', none)).toBe(amex);
    expect(chosenSavedCard([visa, amex], 'new', none)).toBeNull();
    expect(chosenSavedCard([], null, none)).toBeNull();
    // A card that has gone (forgotten on another device) is not paid with.
    expect(chosenSavedCard([amex], 'c-visa', none)).toBeNull();
  });

  it('comes back to the card the checkout store remembers, if it is still that card', () => {
    const remembered = { payWithSavedCard: true, sequence: 1, cardNumberMask: '•••• 0005' };
    expect(chosenSavedCard([visa, amex], null, remembered)).toBe(amex);
    // The list changed under the remembered place: the first card, not another one.
    expect(chosenSavedCard([amex, visa], null, remembered)).toBe(amex);
    expect(chosenSavedCard([visa], null, remembered)).toBe(visa);
  });
});
