import { useState } from 'react';
import { useAddressValidation, useCheckoutStore, useConfigStore } from '@snackshop/commerce-hooks';
import { KEEP_ENTERED, type AddressCandidate } from './AddressSuggestions';
import { addressLines, addressLinesKey, type CheckoutErrors } from './checkoutRequest';

/** The carrier's suggestions on show, for the shipping lines they were made for. */
interface OpenSuggestions {
  key: string;
  candidates: AddressCandidate[];
}

/**
 * The carrier's address validation, before validateOrder. `carrierChecked` answers whether to
 * go on. With suggestions on show, it applies the shopper's `choice`. Otherwise an address not
 * yet validated (nor kept as entered) is sent to addressvalidate: valid sets `isUpsAddress`;
 * candidates open the suggestions and stop there; a refusal goes to `onRefused` by field.
 * A saved address of the shopper's own book (`savedAddress`) is theirs as they chose to keep
 * it: the carrier is not asked again, so its suggestion does not come back on every checkout.
 */
export function useCarrierCheck(
  onRefused: (errors: CheckoutErrors) => void,
  savedAddress: boolean,
) {
  const checkout = useCheckoutStore();
  const validateAddress = useAddressValidation();
  const { language } = useConfigStore();
  const [suggestions, setSuggestions] = useState<OpenSuggestions | null>(null);
  const [choice, setChoice] = useState('0');
  /** Shipping lines the shopper chose to keep as entered: not suggested again. */
  const [keptKey, setKeptKey] = useState<string | null>(null);
  const linesKey = addressLinesKey(checkout.shipping);
  // Editing any shipping line closes the suggestions: they were for the old address.
  const openSuggestions = suggestions?.key === linesKey ? suggestions : null;

  const applyChoice = (open: OpenSuggestions) => {
    const candidate = open.candidates[Number(choice)];
    if (choice === KEEP_ENTERED || !candidate) {
      setKeptKey(linesKey);
      checkout.setIsUpsAddress(false);
    } else {
      checkout.setAddress('shipping', {
        address: candidate.address,
        addressDetails: candidate.addressDetails,
        city: candidate.city,
        state: candidate.state,
        zipcode: candidate.zipcode,
      });
      checkout.setIsUpsAddress(true);
    }
    setSuggestions(null);
  };

  const carrierChecked = async (): Promise<boolean> => {
    if (openSuggestions) {
      applyChoice(openSuggestions);
      return true;
    }
    if (savedAddress || checkout.isUpsAddress || keptKey === linesKey) return true;
    const answer = await validateAddress({
      body: { ...addressLines(checkout.shipping), lang: language },
    });
    if (!answer.ok) {
      const fields = answer.error.fieldErrors ?? [];
      // The carrier being unreachable never blocks checkout: validateOrder checks the ZIP.
      if (fields.length === 0) return true;
      onRefused(
        Object.fromEntries(fields.map(({ field, message }) => [`shipping.${field}`, message])),
      );
      return false;
    }
    checkout.setUpsValidatedAddresses(answer.data.candidates);
    if (answer.data.valid) {
      checkout.setIsUpsAddress(true);
      return true;
    }
    if (answer.data.candidates.length === 0) return true;
    setChoice('0');
    setSuggestions({ key: linesKey, candidates: answer.data.candidates });
    return false;
  };

  return { candidates: openSuggestions?.candidates ?? null, choice, setChoice, carrierChecked };
}
