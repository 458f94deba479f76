import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CheckIcon } from '../private/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './CheckoutSteps.css';

/** The checkout form's steps, in order: `activeForm` 0 is shipping, 1 is payment. */
export const checkoutSteps = ['shipping', 'payment'] as const;

export type CheckoutStep = (typeof checkoutSteps)[number];
/** Index of a step, as the checkout state's `activeForm`. */
export type CheckoutStepIndex = 0 | 1;

/** English text; pass translated text through `labels`. */
export const checkoutStepsLabels = {
  shipping: 'Shipping',
  payment: 'Payment',
  edit: 'Edit',
  completed: 'Completed',
  current: 'In progress',
  upcoming: 'Not started',
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
};

export type CheckoutStepsLabels = typeof checkoutStepsLabels;

export interface CheckoutStepsProps {
  /** The step being filled in (`formStatus.activeForm`). */
  activeStep: CheckoutStepIndex;
  /** `formStatus.shippingCompleted`. */
  shippingCompleted: boolean;
  /** `formStatus.paymentCompleted`. */
  paymentCompleted: boolean;
  /** Called with the step's index when its Edit button is pressed. */
  onEditStep?: (step: CheckoutStepIndex) => void;
  /** The shipping form, shown while step 0 is active. */
  shipping: ReactNode;
  /** The payment form, shown while step 1 is active. */
  payment: ReactNode;
  /** What was entered, shown once shipping is completed and another step is active. */
  shippingSummary?: ReactNode;
  paymentSummary?: ReactNode;
  labels?: Partial<CheckoutStepsLabels>;
  /**
   * Why the active step was refused (e.g. the card was declined, or the address cannot be
   * shipped to). Shown at the top of the active step, above its form, and announced.
   */
  error?: ReactNode;
  /** Heading level of the step titles, to fit the page outline. */
  headingLevel?: 2 | 3;
}

type StepState = 'active' | 'completed' | 'upcoming';

/**
 * The two checkout steps, shipping then payment. The active step shows its form; a
 * completed step shows its summary and an Edit button that reopens it; a step not yet
 * reached shows only its title. The active step carries `aria-current="step"`.
 */
export function CheckoutSteps({
  activeStep,
  shippingCompleted,
  paymentCompleted,
  onEditStep,
  shipping,
  payment,
  shippingSummary,
  paymentSummary,
  labels: labelOverrides,
  error,
  headingLevel = 2,
}: CheckoutStepsProps) {
  const labels = { ...checkoutStepsLabels, ...labelOverrides };
  useStylesheetCheck('CheckoutSteps', styles.list);
  const baseId = useId();
  const steps = [
    { key: 'shipping', completed: shippingCompleted, content: shipping, summary: shippingSummary },
    { key: 'payment', completed: paymentCompleted, content: payment, summary: paymentSummary },
  ] as const;
  const Heading = `h${headingLevel}` as const;

  return (
    <ol className={styles.list}>
      {steps.map((step, index) => {
        const state: StepState =
          index === activeStep ? 'active' : step.completed ? 'completed' : 'upcoming';
        const titleId = `${baseId}-${step.key}`;
        const title = labels[step.key];
        return (
          <li
            key={step.key}
            className={clsx(styles.step, styles.stepState[state])}
            aria-current={state === 'active' ? 'step' : undefined}
            aria-labelledby={titleId}
            data-step={step.key}
            data-state={state}
          >
            <div className={styles.header}>
              <span className={clsx(styles.number, styles.numberState[state])} aria-hidden="true">
                {state === 'completed' ? <CheckIcon /> : index + 1}
              </span>
              <div className={styles.titles}>
                <Heading className={styles.title} id={titleId}>
                  <VisuallyHidden>{labels.stepOf(index + 1, steps.length)}: </VisuallyHidden>
                  {title}
                </Heading>
                <span className={styles.status}>
                  {state === 'active'
                    ? labels.current
                    : state === 'completed'
                      ? labels.completed
                      : labels.upcoming}
                </span>
              </div>
              {state === 'completed' && onEditStep && (
                <Button
                  variant="outline"
                  tone="neutral"
                  size="small"
                  onClick={() => onEditStep(index as CheckoutStepIndex)}
                >
                  {labels.edit}
                  <VisuallyHidden> {title}</VisuallyHidden>
                </Button>
              )}
            </div>
            {state === 'active' && (
              <div className={styles.body}>
                {error && (
                  <p className={styles.error} role="alert">
                    {error}
                  </p>
                )}
                {step.content}
              </div>
            )}
            {state === 'completed' && step.summary && (
              <div className={styles.body}>{step.summary}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
