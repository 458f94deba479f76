import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bannerArtwork } from '../../fixtures/artwork';
import { PromoTile } from './PromoTile';
import { shownArgs } from '../../fixtures/shownArgs';

const spanish = {
  title: 'Tienda navideña',
  text: 'Regalos y artículos para fans de las botanas.',
  ctaLabel: 'Comprar ahora',
};

const meta = {
  title: 'Content/PromoTile',
  component: PromoTile,
  tags: ['beta'],
  args: {
    title: 'Holiday Shop',
    text: 'Gifts and merchandise for snack fans.',
    href: '#holiday-shop',
    ctaLabel: 'Shop now',
    image: { src: bannerArtwork('#e4f0e8', '#1b7f3b'), alt: '' },
  },
  parameters: { locales: { es: spanish } },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof PromoTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const name = String(shownArgs(context).title);
    const link = within(context.canvasElement).getByRole('link', { name });
    await expect(link).toHaveAttribute('href', '#holiday-shop');
  },
};
export const WithoutImage: Story = { args: { image: undefined } };
export const TwoTiles: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: '1rem',
          maxInlineSize: '40rem',
        }}
      >
        {Story()}
        <PromoTile title="Variety packs" href="#varietypack" text="Mix and match 30 packs." />
      </div>
    ),
  ],
};
export const LongText: Story = {
  args: {
    title: 'Extra crunchy limited edition holiday gift boxes for the whole family',
    text: 'Order before December 15 for delivery in time for the holidays anywhere in the contiguous United States.',
  },
};
export const Spanish: Story = { args: spanish };
