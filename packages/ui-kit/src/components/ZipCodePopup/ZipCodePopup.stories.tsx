import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ZipCodePopup, zipCodePopupLabels } from './ZipCodePopup';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

const spanishLabels = {
  title: 'Ingrese su código postal',
  description: 'Le mostraremos las botanas disponibles en su zona.',
  field: 'Código postal',
  submit: 'Aplicar',
  close: 'Cerrar',
  required: 'El código postal es obligatorio.',
  invalid: 'El código postal debe tener 5 dígitos.',
};

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: asking for the shopper's ZIP code so listings show what can ship there.

**When not to**: the shipping address at checkout (a \`ZipField\` in the address form).

## Do and don't

**Do**
- Check in \`onSubmit\` whether the ZIP is served, pass \`loading\` meanwhile, and close the
  popup yourself when it is.
- Show the site's answer in \`error\` ("Product not available for the selected shipping zip
  code"); it clears when the shopper edits the ZIP.
- Pass the ZIP already chosen in \`defaultZip\`.

**Don't**
- Check for five digits yourself: empty and short ZIPs are caught here with their messages.
- Open it on page load: open it when the ZIP matters (adding to the cart, a delivery notice).

## Accessibility

- **A Dialog**: focus moves into it and returns to its trigger on close; Escape and the close
  button (\`labels.close\`) close it.
- **The field**: a labelled \`ZipField\` (number pad on phones), with the error read with it.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Commerce/ZipCodePopup',
  component: ZipCodePopup,
  tags: ['stable'],
  argTypes: { labels: labelsArgType('zipCodePopupLabels', zipCodePopupLabels) },
  args: { defaultOpen: true, onSubmit: fn() },
  parameters: {
    usage,
    locales: { es: { labels: spanishLabels } },
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof ZipCodePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args } = context;
    const labels = { ...zipCodePopupLabels, ...shownArgs(context).labels };
    const field = await screen.findByRole('textbox', { name: labels.field });
    await userEvent.click(screen.getByRole('button', { name: labels.submit }));
    await expect(field).toHaveAccessibleDescription(labels.required);
    await userEvent.type(field, '90210');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('90210');
  },
};
export const Filled: Story = { args: { defaultZip: '10001' } };
export const Loading: Story = { args: { defaultZip: '10001', loading: true } };
export const Error: Story = {
  args: {
    defaultZip: '99501',
    error: 'Product not available for the selected shipping zip code',
  },
  parameters: {
    locales: {
      es: { error: 'Producto no disponible para el código postal de envío seleccionado' },
    },
  },
};
export const LongText: Story = {
  args: {
    labels: {
      description:
        'Some snacks cannot be shipped everywhere. Enter the zip code of your delivery address and we will only show what we can send you.',
    },
  },
};
export const Spanish: Story = { args: { labels: spanishLabels } };
