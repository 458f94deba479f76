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

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a list of questions whose answers the shopper opens as needed: the FAQ,
shipping and return policies.

**When not to**: content everyone must read (show it), or views of one thing read one at a
time (\`Tabs\`).

## Do and don't

**Do**
- Write each title as the question the shopper would ask.
- Leave \`type\` at \`multiple\` so readers can compare answers; \`single\` only when answers
  are long and exclusive.
- Set \`headingLevel\` to fit the page outline (3 by default).

**Don't**
- Put a form or steps of a task inside an answer.
- Open every item with \`defaultOpen\`: then it is a page of text.

## Accessibility

- **Structure** (Radix Accordion): each question is a button inside a heading, with
  \`aria-expanded\`.
- **Keyboard**: Enter or Space opens or closes a question; the arrow keys, Home and End move
  between questions.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Content/Accordion',
  component: Accordion,
  tags: ['stable'],
  args: { items: faq },
  argTypes: {
    type: { control: 'inline-radio', options: accordionProps.type.values },
    headingLevel: { control: 'inline-radio', options: accordionProps.headingLevel.values },
  },
  parameters: { usage, locales: { es: { items: spanishFaq } } },
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
