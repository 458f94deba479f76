import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bannerArtwork } from '../../fixtures/artwork';
import { Banner, bannerProps } from './Banner';
import { shownArgs } from '../../fixtures/shownArgs';

const spanish = {
  eyebrow: 'Nuevo',
  title: 'Arme su propia mezcla',
  text: 'Elija 30 bolsitas de sus sabores favoritos.',
  action: { label: 'Crear mezcla', href: '#customize' },
};

const meta = {
  title: 'Content/Banner',
  component: Banner,
  tags: ['stable'],
  args: {
    eyebrow: 'New',
    title: 'Build your own mix',
    text: 'Pick 30 packs of your favourite flavors.',
    action: { label: 'Create Mix', href: '#customize' },
    image: { src: bannerArtwork('#f6e3b4', '#d2691e'), alt: 'A variety pack of snack bags' },
  },
  argTypes: { tone: { control: 'inline-radio', options: bannerProps.tone.values } },
  parameters: { locales: { es: spanish } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { title, action } = shownArgs(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { name: String(title) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: String(action!.label) })).toHaveAttribute(
      'href',
      '#customize',
    );
  },
};
export const Accent: Story = { args: { tone: 'accent' } };
export const Neutral: Story = { args: { tone: 'neutral' } };
export const WithoutImage: Story = { args: { image: undefined } };
export const LongText: Story = {
  args: {
    title: 'Build your own extra crunchy limited edition variety pack mix for the holidays',
    text: 'Pick 30 packs of your favourite flavors, save the mix to your account and reorder it whenever your pantry runs low.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '22rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: spanish };
