import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { CheckoutSteps, type CheckoutStepIndex, type CheckoutStepsProps } from './CheckoutSteps';

const spanish = {
  labels: {
    shipping: 'Envío',
    payment: 'Pago',
    edit: 'Editar',
    completed: 'Completado',
    current: 'En curso',
    upcoming: 'Sin empezar',
    stepOf: (n: number, total: number) => `Paso ${n} de ${total}`,
  },
};

const meta = {
  title: 'Checkout/CheckoutSteps',
  component: CheckoutSteps,
  args: {
    activeStep: 0,
    shippingCompleted: false,
    paymentCompleted: false,
    onEditStep: fn(),
    shipping: <Text component="p">Shipping address form</Text>,
    payment: <Text component="p">Card, Apple Pay or PayPal</Text>,
    shippingSummary: (
      <Text component="p" tone="muted">
        Ana Ruiz, 12 Orchard Lane, Springfield, IL 62704
      </Text>
    ),
    paymentSummary: (
      <Text component="p" tone="muted">
        Visa ending 4242
      </Text>
    ),
  },
  argTypes: {
    activeStep: { control: 'inline-radio', options: [0, 1] },
    shipping: { control: false },
    payment: { control: false },
    shippingSummary: { control: false },
    paymentSummary: { control: false },
  },
  parameters: { locales: { es: spanish } },
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shipping: Story = {
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveAttribute('data-step', 'shipping');
    await expect(within(canvasElement).queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

export const Payment: Story = { args: { activeStep: 1, shippingCompleted: true } };

export const BothCompleted: Story = {
  args: { activeStep: 1, shippingCompleted: true, paymentCompleted: true },
};

export const EditingShipping: Story = {
  args: { activeStep: 0, shippingCompleted: true, paymentCompleted: true },
};

export const LongText: Story = {
  args: {
    activeStep: 1,
    shippingCompleted: true,
    shippingSummary: (
      <Text component="p" tone="muted">
        Maximiliana Fernández-Castellanos de la Torre, 12345 Northwest Extraordinarily Long
        Boulevard Apartment 1234, Springfield, IL 62704
      </Text>
    ),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
};

export const Spanish: Story = { args: { ...spanish, activeStep: 1, shippingCompleted: true } };

function Flow(props: CheckoutStepsProps) {
  const [active, setActive] = useState<CheckoutStepIndex>(0);
  const [done, setDone] = useState({ shipping: false, payment: false });
  return (
    <CheckoutSteps
      {...props}
      activeStep={active}
      shippingCompleted={done.shipping}
      paymentCompleted={done.payment}
      onEditStep={setActive}
      shipping={
        <Button
          onClick={() => {
            setDone((d) => ({ ...d, shipping: true }));
            setActive(1);
          }}
        >
          Continue to payment
        </Button>
      }
    />
  );
}

/** Completes shipping, moves to payment, then edits shipping again. */
export const EditCompletedStep: Story = {
  render: (args) => <Flow {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveAttribute(
      'data-step',
      'payment',
    );
    await expect(canvas.getByText('Completed')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Shipping' }));
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveAttribute(
      'data-step',
      'shipping',
    );
    await expect(canvas.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  },
};
