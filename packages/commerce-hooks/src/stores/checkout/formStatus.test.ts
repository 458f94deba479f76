import { describe, expect, it } from 'vitest';
import { backToStep, firstStep, paymentDone, readFormStatus, shippingDone } from './formStatus';

describe('form status', () => {
  it('moves from shipping to payment and back', () => {
    const paying = shippingDone(firstStep());
    expect(paying).toEqual({ activeForm: 1, shippingCompleted: true, paymentCompleted: false });
    const paid = paymentDone(paying);
    expect(paid.paymentCompleted).toBe(true);
    expect(backToStep(paid, 1)).toEqual({
      activeForm: 1,
      shippingCompleted: true,
      paymentCompleted: false,
    });
    expect(backToStep(paid, 0)).toEqual(firstStep());
  });

  it('reads a stored step as 0 unless it is exactly 1', () => {
    expect(readFormStatus({ activeForm: 1, shippingCompleted: true }).activeForm).toBe(1);
    expect(readFormStatus({ activeForm: 2 }).activeForm).toBe(0);
    expect(readFormStatus(undefined)).toEqual(firstStep());
  });
});
