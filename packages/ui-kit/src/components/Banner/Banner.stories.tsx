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

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a home-page message with a picture and one call to action (a new range, a
season's offer).

**When not to**: the head of a listing page (\`CategoryBanner\`), a promotion in a row of tiles
(\`PromoTile\`), or a notice about the shopper's order or account.

## Do and don't

**Do**
- Keep the \`title\` short and the \`text\` to a sentence or two.
- Give one \`action\` whose label says where it leads ("Shop chips").
- Give the picture an \`alt\` that says what it shows, or \`alt: ''\` when it only decorates.
- Use \`headingElement="h1"\` only when the banner heads the page.

**Don't**
- Put text in the picture: it is not translated, scaled or read.
- Stack several banners on one screen.

## Accessibility

- **Structure**: the title is a heading (\`headingElement\`, \`h2\` by default); the action is a
  link, reached with Tab and followed with Enter.
- **Pictures**: \`alt\` is read; an empty \`alt\` is skipped.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

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
  parameters: { usage, locales: { es: spanish } },
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
