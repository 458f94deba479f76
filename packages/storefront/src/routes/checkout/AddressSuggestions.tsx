import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressLineField, AddressValidation } from '@snackshop/commerce-core/contract';
import { RadioGroup } from '@snackshop/ui-kit';
import * as extras from './shippingExtras.css';

/** A validated address from addressvalidate, with the fields it changes. */
export type AddressCandidate = AddressValidation['candidates'][number];

/** The lines of an address the carrier checks. */
type AddressLines = Record<AddressLineField, string>;

/** The radio value of "Keep what I entered". */
export const KEEP_ENTERED = 'entered';

const oneLine = (a: AddressLines) =>
  [a.address, a.addressDetails, `${a.city}, ${a.state} ${a.zipcode}`].filter(Boolean).join(', ');

/**
 * The carrier's suggestions for the shipping address (`upsValidatedAddresses`): a radio
 * group of "Use this address" for each candidate and "Keep what I entered", the first
 * candidate chosen. Its heading takes the focus when it opens, so a keyboard or screen
 * reader user knows why Continue did not move on; Continue applies the choice.
 */
export function AddressSuggestions({
  entered,
  candidates,
  value,
  onValueChange,
}: {
  entered: AddressLines;
  candidates: readonly AddressCandidate[];
  value: string;
  onValueChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const fieldName = (field: keyof AddressLines) => t(`checkout.suggestions.field.${field}`);
  return (
    <section
      className={extras.suggestions}
      aria-labelledby="address-suggestions-title"
      data-address-suggestions
    >
      <h3
        id="address-suggestions-title"
        ref={headingRef}
        tabIndex={-1}
        className={extras.suggestionsHeading}
      >
        {t('checkout.suggestions.title')}
      </h3>
      <p className={extras.note}>{t('checkout.suggestions.body')}</p>
      <RadioGroup
        label={t('checkout.suggestions.label')}
        name="addressSuggestion"
        value={value}
        onValueChange={onValueChange}
        options={[
          ...candidates.map((candidate, index) => ({
            value: String(index),
            label:
              candidates.length === 1
                ? t('checkout.suggestions.use')
                : t('checkout.suggestions.useNumbered', { n: index + 1 }),
            hint: (
              <>
                <span className={extras.addressText}>{oneLine(candidate)}</span>
                {candidate.changes.length > 0 && (
                  <span className={extras.changed}>
                    {t('checkout.suggestions.changed', {
                      fields: candidate.changes.map(fieldName).join(', '),
                    })}
                  </span>
                )}
              </>
            ),
          })),
          {
            value: KEEP_ENTERED,
            label: t('checkout.suggestions.keep'),
            hint: <span className={extras.addressText}>{oneLine(entered)}</span>,
          },
        ]}
      />
    </section>
  );
}
