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

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a promotion on the home page (at most two show, SPEC section 9): picture,
title, a line of text, and the whole tile leads to it.

**When not to**: a product (\`ProductTile\`), or a wide message with its own button (\`Banner\`).

## Do and don't

**Do**
- Write a \`title\` that says where the tile leads, and a \`ctaLabel\` ("Shop now") that adds to it.
- Give pictures an \`alt\` that says what they show, or empty when they only decorate.

**Don't**
- Put another link or button inside: the whole tile is one link.
- Show more than two.

## Accessibility

- **One link**: the tile is a single link named by its title, with the focus ring on the tile;
  the call to action is drawn for the eye.
- **Structure**: the title is a heading (\`headingElement\`, \`h3\` by default).
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

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
  parameters: { usage, locales: { es: spanish } },
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
