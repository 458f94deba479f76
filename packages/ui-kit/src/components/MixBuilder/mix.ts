/** What a mix is made of: the products to choose from, the selection, and the builder's texts. */

/** A product that can go into a mix. */
export interface MixProduct {
  id: string;
  title: string;
  image: { src: string; alt: string };
  /** False once the product can no longer be bought; it must be replaced. */
  available?: boolean;
}

/** Packs chosen per product id. */
export type MixSelection = Readonly<Record<string, number>>;

/** English text; pass translated text through `labels`. */
export const mixBuilderLabels = {
  title: 'Build your mix',
  picker: 'Choose your snacks',
  progress: (count: number, size: number) => `${count} of ${size} packs`,
  remaining: (n: number) =>
    n === 1 ? 'Add 1 more pack to complete your mix' : `Add ${n} more packs to complete your mix`,
  full: 'Your mix is full',
  add: (title: string) => `Add one ${title}`,
  remove: (title: string) => `Remove one ${title}`,
  inMix: (title: string, n: number) => `${title}: ${n} in your mix`,
  unavailableItem: 'No longer available',
  unavailable: 'One or more selected items are no longer available; click Edit and replace',
  edit: 'Edit',
  save: 'Save mix',
  loading: 'Loading snacks',
  empty: 'No snacks to choose from right now',
};

export type MixBuilderLabels = typeof mixBuilderLabels;
