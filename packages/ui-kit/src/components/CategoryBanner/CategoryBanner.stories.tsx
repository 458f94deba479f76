import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bannerArtwork } from '../../fixtures/artwork';
import { CategoryBanner, categoryBannerPresets, categoryBannerProps } from './CategoryBanner';
import { shownArgs } from '../../fixtures/shownArgs';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: the head of a listing page in one of SPEC section 2's three presets: All
Snacks, Chips or All Brands.

**When not to**: home-page messages (\`Banner\`).

## Do and don't

**Do**
- Pick the \`preset\` for the listing, and pass the translated \`title\` (the preset's English
  one is the default).
- Keep the title as the page's \`h1\` (the default), since the banner heads the page.

**Don't**
- Put the listing's filters or sorting inside it.
- Use a picture with text in it.

## Accessibility

- **Structure**: the title is the page's \`h1\` unless \`headingElement\` says \`h2\`; the
  preset's decoration is hidden from screen readers.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Content/CategoryBanner',
  component: CategoryBanner,
  tags: ['beta'],
  args: { description: 'Every snack we make, in every size.' },
  argTypes: { preset: { control: 'inline-radio', options: categoryBannerProps.preset.values } },
  parameters: {
    usage,
    locales: {
      es: {
        title: 'Todas las botanas',
        description: 'Todas nuestras botanas, en todos los tamaños.',
      },
    },
  },
} satisfies Meta<typeof CategoryBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSnacks: Story = {
  args: { preset: 'allSnacks' },
  play: async (context) => {
    const title = shownArgs(context).title ?? categoryBannerPresets.allSnacks.title;
    await expect(
      within(context.canvasElement).getByRole('heading', { level: 1, name: String(title) }),
    ).toBeVisible();
  },
};
export const Chips: Story = {
  args: { preset: 'chips', description: 'Kettle-cooked, ridged and baked.' },
};
export const AllBrands: Story = {
  args: { preset: 'allBrands', description: 'Shop by the brands you love.' },
};
export const WithImage: Story = {
  args: { preset: 'chips', image: { src: bannerArtwork('#fff3d6', '#d2691e'), alt: '' } },
};
export const LongText: Story = {
  args: {
    title: 'Extra crunchy kettle-cooked potato chips and crisps of every flavor',
    description:
      'From sea salt and vinegar to jalapeño cheddar, in snack size, sharing size and family size bags for every occasion.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '20rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: {
    title: 'Todas las botanas',
    description: 'Todas nuestras botanas, en todos los tamaños.',
  },
};
