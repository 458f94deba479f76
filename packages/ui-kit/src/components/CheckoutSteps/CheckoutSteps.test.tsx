import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { CheckoutSteps, type CheckoutStepsProps } from './CheckoutSteps';

const base: CheckoutStepsProps = {
  activeStep: 0,
  shippingCompleted: false,
  paymentCompleted: false,
  shipping: <p>Shipping form</p>,
  payment: <p>Payment form</p>,
  shippingSummary: <p>12 Orchard Lane</p>,
  paymentSummary: <p>Visa ending 4242</p>,
};

const stateOf = (step: string) =>
  document.querySelector(`[data-step="${step}"]`)?.getAttribute('data-state');

describe('CheckoutSteps', () => {
  it('starts on shipping (step 0) with payment not reachable yet', async () => {
    const screen = await render(<CheckoutSteps {...base} onEditStep={vi.fn()} />);
    expect(stateOf('shipping')).toBe('active');
    expect(stateOf('payment')).toBe('upcoming');
    await expect.element(screen.getByText('Shipping form')).toBeVisible();
    await expect.element(screen.getByText('Payment form')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('listitem', { name: 'Step 1 of 2: Shipping' }))
      .toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations();
  });

  it('shows payment (step 1) with the shipping summary and an Edit button once shipping is completed', async () => {
    const onEditStep = vi.fn();
    const screen = await render(
      <CheckoutSteps {...base} activeStep={1} shippingCompleted onEditStep={onEditStep} />,
    );
    expect(stateOf('shipping')).toBe('completed');
    expect(stateOf('payment')).toBe('active');
    await expect.element(screen.getByText('12 Orchard Lane')).toBeVisible();
    await expect.element(screen.getByText('Payment form')).toBeVisible();
    await screen.getByRole('button', { name: 'Edit Shipping' }).click();
    expect(onEditStep).toHaveBeenCalledWith(0);
    await expectNoAxeViolations();
  });

  it('announces why the active step was refused above its form, and only there', async () => {
    const screen = await render(
      <CheckoutSteps
        {...base}
        activeStep={1}
        shippingCompleted
        onEditStep={vi.fn()}
        error="Your card was declined. Try another card."
      />,
    );
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Your card was declined. Try another card.');
    expect(alert.element().closest('[data-step]')?.getAttribute('data-step')).toBe('payment');
    // The refusal comes before the step's form.
    expect(
      alert.element().compareDocumentPosition(screen.getByText('Payment form').element()) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await expectNoAxeViolations();
  });

  it('keeps the payment step completed while a completed shipping step is edited', async () => {
    const onEditStep = vi.fn();
    const screen = await render(
      <CheckoutSteps
        {...base}
        activeStep={0}
        shippingCompleted
        paymentCompleted
        onEditStep={onEditStep}
      />,
    );
    expect(stateOf('shipping')).toBe('active');
    expect(stateOf('payment')).toBe('completed');
    await expect.element(screen.getByText('Shipping form')).toBeVisible();
    await expect.element(screen.getByText('Visa ending 4242')).toBeVisible();
    await screen.getByRole('button', { name: 'Edit Payment' }).click();
    expect(onEditStep).toHaveBeenCalledWith(1);
  });

  it('uses translated labels', async () => {
    await render(
      <CheckoutSteps
        {...base}
        activeStep={1}
        shippingCompleted
        onEditStep={vi.fn()}
        labels={{ shipping: 'Envío', payment: 'Pago', edit: 'Editar', completed: 'Completado' }}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Editar Envío' })).toBeVisible();
    await expect.element(page.getByText('Completado')).toBeVisible();
  });

  it('looks the same as the approved screenshot', async () => {
    const screen = await render(
      <div style={{ inlineSize: '480px', padding: '8px' }}>
        <CheckoutSteps {...base} activeStep={1} shippingCompleted onEditStep={vi.fn()} />
      </div>,
    );
    await expect
      .element(page.elementLocator(screen.container.firstElementChild!))
      .toMatchScreenshot('checkout-steps-payment');
  });
});
