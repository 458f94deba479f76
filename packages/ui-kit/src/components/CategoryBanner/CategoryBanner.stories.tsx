import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bannerArtwork } from '../../fixtures/artwork';
import { CategoryBanner, categoryBannerPresets, categoryBannerProps } from './CategoryBanner';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Content/CategoryBanner',
  component: CategoryBanner,
  tags: ['beta'],
  args: { description: 'Every snack we make, in every size.' },
  argTypes: { preset: { control: 'inline-radio', options: categoryBannerProps.preset.values } },
  parameters: {
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
