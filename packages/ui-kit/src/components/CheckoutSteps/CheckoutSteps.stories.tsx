import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import {
  CheckoutSteps,
  checkoutStepsLabels,
  type CheckoutStepIndex,
  type CheckoutStepsProps,
} from './CheckoutSteps';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

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
  shipping: <Text component="p">Formulario de dirección de envío</Text>,
  payment: <Text component="p">Tarjeta, Apple Pay o PayPal</Text>,
  paymentSummary: (
    <Text component="p" tone="muted">
      Visa terminada en 4242
    </Text>
  ),
};

/** The step labels on screen in the language chosen in the toolbar. */
function shownLabels(context: Parameters<typeof shownArgs<CheckoutStepsProps>>[0]) {
  return { ...checkoutStepsLabels, ...shownArgs(context).labels };
}

/** The story's own button, in both languages. */
const continueToPayment = { en: 'Continue to payment', es: 'Continuar al pago' };

/** Usage guidance shown on the docs page (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: the two checkout steps, shipping then payment, each a section that
collapses to a summary once completed.

## Do and don't

**Do**
- Drive \`activeStep\`, \`shippingCompleted\` and \`paymentCompleted\` from the checkout state,
  and move back with \`onEditStep\` when Edit is pressed.
- Pass \`error\` when the active step is refused (declined card, address not shipped to):
  it is announced at the top of the step, above the form.
- Give summaries the shopper can check at a glance (name and address, card brand and last
  digits).

**Don't**
- Put the order summary or the place-order button inside a step; they belong beside the
  steps.
- Show a refusal in a snackbar only: it disappears, the step's \`error\` stays until fixed.

## Accessibility

- **Structure**: the steps are an ordered list; each step's title is a heading
  (\`headingLevel\`, 2 by default) that starts with "Step n of 2:" for screen readers, and the
  active step carries \`aria-current="step"\`. Its state ("In progress", "Completed", "Not
  started") is written out, not only coloured.
- **Keyboard**: a completed step's Edit button is named with the step ("Edit Shipping"), so a
  list of buttons stays clear; the forms inside are the site's and keep their own order.
- **Errors**: \`error\` is shown with \`role="alert"\` at the top of the active step, so it is
  read at once.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Checkout/CheckoutSteps',
  component: CheckoutSteps,
  tags: ['stable'],
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
    labels: labelsArgType('checkoutStepsLabels', checkoutStepsLabels),
    activeStep: { control: 'inline-radio', options: [0, 1] },
    shipping: { control: false },
    payment: { control: false },
    shippingSummary: { control: false },
    paymentSummary: { control: false },
  },
  parameters: { usage, locales: { es: spanish } },
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shipping: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveAttribute('data-step', 'shipping');
    const { edit } = shownLabels(context);
    await expect(
      within(canvasElement).queryByRole('button', { name: new RegExp(edit) }),
    ).toBeNull();
  },
};

export const Payment: Story = { args: { activeStep: 1, shippingCompleted: true } };

/** The payment was refused: the reason is announced at the top of the step, above the form. */
export const PaymentRefused: Story = {
  args: {
    activeStep: 1,
    shippingCompleted: true,
    error: 'Your card was declined. Check the details or use another card.',
  },
  parameters: {
    locales: {
      es: { error: 'Su tarjeta fue rechazada. Revise los datos o use otra tarjeta.' },
    },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(String(shownArgs(context).error));
    await expect(alert.closest('[aria-current="step"]')).toHaveAttribute('data-step', 'payment');
  },
};

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

function Flow({ continueLabel, ...props }: CheckoutStepsProps & { continueLabel: string }) {
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
          {continueLabel}
        </Button>
      }
    />
  );
}

/** Completes shipping, moves to payment, then edits shipping again. */
export const EditCompletedStep: Story = {
  render: (args, { globals }) => (
    <Flow {...args} continueLabel={continueToPayment[globals.locale === 'es' ? 'es' : 'en']} />
  ),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const labels = shownLabels(context);
    const continueLabel = continueToPayment[globals.locale === 'es' ? 'es' : 'en'];
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: continueLabel }));
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveAttribute(
      'data-step',
      'payment',
    );
    await expect(canvas.getByText(labels.completed)).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: `${labels.edit} ${labels.shipping}` }),
    );
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveAttribute(
      'data-step',
      'shipping',
    );
    await expect(canvas.getByRole('button', { name: continueLabel })).toBeVisible();
  },
};
