import { isRecord, pickBoolean, pickNumber } from '../snapshot';

/** Which step the checkout form is on: 0 shipping, 1 payment. */
export type ActiveForm = 0 | 1;

export interface FormStatus {
  activeForm: ActiveForm;
  shippingCompleted: boolean;
  paymentCompleted: boolean;
}

/** On the shipping step, nothing completed. */
export const firstStep = (): FormStatus => ({
  activeForm: 0,
  shippingCompleted: false,
  paymentCompleted: false,
});

/** Shipping done: the payment step opens. */
export const shippingDone = (status: FormStatus): FormStatus => ({
  ...status,
  activeForm: 1,
  shippingCompleted: true,
});

export const paymentDone = (status: FormStatus): FormStatus => ({
  ...status,
  paymentCompleted: true,
});

/** Back to a step; going back to shipping reopens it for changes. */
export function backToStep(status: FormStatus, step: ActiveForm): FormStatus {
  return step === 0 ? firstStep() : { ...status, activeForm: 1, paymentCompleted: false };
}

export function readFormStatus(value: unknown): FormStatus {
  const status = isRecord(value) ? value : {};
  return {
    activeForm: pickNumber(status.activeForm) === 1 ? 1 : 0,
    shippingCompleted: pickBoolean(status.shippingCompleted),
    paymentCompleted: pickBoolean(status.paymentCompleted),
  };
}
