import { describe, expect, it } from 'vitest';
import { imageAlt } from './product-query';

describe('a pack picture’s text alternative', () => {
  it('is the title where it names the brand, so a screen reader does not say the brand twice', () => {
    expect(imageAlt('Crunch Harbor', 'Crunch Harbor Sea Salt Potato Chips, 1 oz')).toBe(
      'Crunch Harbor Sea Salt Potato Chips, 1 oz',
    );
    expect(imageAlt('Puffin Pop', 'Inflados Queso cheddar Puffin Pop, 28 g')).toBe(
      'Inflados Queso cheddar Puffin Pop, 28 g',
    );
  });

  it('puts the brand first where the title does not name it', () => {
    expect(imageAlt('Moonbite', 'Chili Lime Tortilla Chips, 8 oz')).toBe(
      'Moonbite Chili Lime Tortilla Chips, 8 oz',
    );
    expect(imageAlt('', 'Gift card')).toBe('Gift card');
  });
});
