import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Skeleton, skeletonProps } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['stable'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonProps.shape.values } },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Image: Story = { args: { shape: 'rect', aspectRatio: '1' } };
export const Avatar: Story = { args: { shape: 'circle', inlineSize: '3rem' } };
export const Card: Story = {
  render: () => (
    <div aria-busy="true">
      <VisuallyHidden>Loading product</VisuallyHidden>
      <Skeleton shape="rect" aspectRatio="1" />
      <Skeleton inlineSize="40%" />
      <Skeleton />
      <Skeleton inlineSize="60%" />
    </div>
  ),
};
