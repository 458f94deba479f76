import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CartIcon } from '../private/icons';
import { EmptyState } from './EmptyState';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['stable'],
  args: {
    title: 'No Saved Mixes yet!',
    description: 'Build a 30-pack of your favourite snacks and save it to order again.',
    action: <Button>Create Mix</Button>,
  },
  argTypes: { action: { control: false }, illustration: { control: false } },
  parameters: {
    locales: {
      es: {
        title: '¡Aún no tiene mezclas guardadas!',
        description: 'Arme un paquete de 30 con sus botanas favoritas y guárdelo.',
        action: <Button>Crear mezcla</Button>,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Saved Mixes page with no mixes (SPEC section 2). */
export const SavedMixes: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { title } = shownArgs(context);
    await expect(canvas.getByRole('heading', { name: String(title) })).toBeVisible();
    // The action is the story's one button, in the language of the page.
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};
export const EmptyCart: Story = {
  args: {
    title: 'Your cart is empty',
    description: 'Snacks you add will show up here.',
    illustration: <CartIcon />,
    action: <Button variant="outline">View All Snacks</Button>,
  },
};
export const TitleOnly: Story = { args: { description: undefined, action: undefined } };
export const LongText: Story = {
  args: {
    title: 'No products match every filter you selected in this category right now',
    description:
      'Try removing a brand, flavor or size filter, or clear all the filters to see every snack we have.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    title: '¡Aún no tiene mezclas guardadas!',
    description: 'Arme un paquete de 30 con sus botanas favoritas y guárdelo.',
    action: <Button>Crear mezcla</Button>,
  },
};
