import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Skeleton, skeletonProps } from './Skeleton';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a placeholder shaped like content that is loading, so the page keeps its
layout: a tile's picture and lines, a summary's amounts.

**When not to**: an action in progress (a \`Button\` with \`loading\`), or content that failed to
load (\`ErrorFallback\`).

## Do and don't

**Do**
- Give it the size of what will replace it (\`inlineSize\`, \`blockSize\`, or \`aspectRatio\` for
  pictures), so nothing moves when the content arrives.
- Mark the container that is loading \`aria-busy\` and name what loads, as ProductTile and
  OrderSummary do.

**Don't**
- Show skeletons for content that arrives at once: they flash.
- Use one as a divider or decoration.

## Accessibility

- **Hidden**: every skeleton is \`aria-hidden\`; the container says it is busy.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['stable'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonProps.shape.values } },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
  parameters: { usage },
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
