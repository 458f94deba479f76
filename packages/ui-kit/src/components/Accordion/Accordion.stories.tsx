import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, accordionProps } from './Accordion';
import { shownArgs } from '../../fixtures/shownArgs';

const faq = [
  {
    id: 'shipping',
    title: 'How much is shipping?',
    content: 'Orders of $15 or more ship free. Smaller orders pay a flat shipping charge.',
  },
  {
    id: 'pobox',
    title: 'Can you ship to a P.O. Box?',
    content: 'We are unable to ship to POBOX addresses, or to Hawaii and Alaska.',
  },
  {
    id: 'mix',
    title: 'How many packs are in a mix?',
    content: 'A custom multipack holds exactly 30 packs.',
  },
];
const spanishFaq = [
  {
    id: 'shipping',
    title: '¿Cuánto cuesta el envío?',
    content: 'Los pedidos de $15 o más se envían gratis.',
  },
  {
    id: 'pobox',
    title: '¿Pueden enviar a un apartado postal?',
    content: 'No podemos enviar a apartados postales, ni a Hawái ni a Alaska.',
  },
];

const meta = {
  title: 'Content/Accordion',
  component: Accordion,
  tags: ['stable'],
  args: { items: faq },
  argTypes: {
    type: { control: 'inline-radio', options: accordionProps.type.values },
    headingLevel: { control: 'inline-radio', options: accordionProps.headingLevel.values },
  },
  parameters: { locales: { es: { items: spanishFaq } } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const pobox = shownArgs(context).items.find((item) => item.id === 'pobox')!;
    const canvas = within(context.canvasElement);
    const question = canvas.getByRole('button', { name: String(pobox.title) });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(String(pobox.content))).toBeVisible();
  },
};
export const OneOpen: Story = { args: { defaultOpen: ['shipping'] } };
export const SingleOpenAtATime: Story = { args: { type: 'single', defaultOpen: ['mix'] } };
export const Empty: Story = { args: { items: [] } };
export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        title:
          'What happens if one or more selected items in my saved mix are no longer available when I reorder it?',
        content:
          'One or more selected items are no longer available; click Edit and replace them with another flavor before checking out.',
      },
    ],
    defaultOpen: ['long'],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: { items: spanishFaq, defaultOpen: ['pobox'] } };
