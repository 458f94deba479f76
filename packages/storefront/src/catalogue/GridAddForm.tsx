import { useId } from 'react';
import type { Language } from '@snackshop/commerce-core/language';
import { cartPath, tileQuantityField } from '../site/cartPath';

/**
 * The one form a grid's Add to cart buttons send when scripts do not run (issue 37, decision
 * 0052): it posts one of `intent` to the cart, and each tile's button names what it adds
 * (`submitOf`, ProductTile's `addToCartSubmit`). One form per grid rather than one per tile
 * keeps a listing within its weight (decision 0042). With scripts each button's press is
 * handled in the page and the form is never sent.
 */
export function useGridAddForm(language: Language, intent: 'add' | 'add-bundle') {
  const id = useId();
  return {
    form: (
      // Hidden: it has nothing to show, and in a grid or a flex row it would take a gap.
      <form id={id} method="post" action={cartPath(language)} hidden>
        {/* The form's default button, disabled: Enter in a tile's quantity field would
            otherwise press the first tile's Add to cart (implicit submission), with scripts
            or without. A tile is added by its own button. */}
        <button type="submit" disabled />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="quantity" value="1" />
      </form>
    ),
    /**
     * ProductTile's `addToCartSubmit` for a button adding `value` (its `name`); a tile with a
     * quantity field sends it as `quantity-<value>`, which the cart reads before `quantity`.
     */
    submitOf: (name: string, value: string | number) => ({
      form: id,
      name,
      value: String(value),
      quantityName: tileQuantityField(String(value)),
    }),
  };
}
