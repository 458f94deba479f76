import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, textProps } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  tags: ['stable'],
  args: { children: 'Crunchy, salty and made for sharing.', component: 'p' },
  argTypes: {
    size: { control: 'inline-radio', options: textProps.size.values },
    tone: { control: 'select', options: textProps.tone.values },
    weight: { control: 'inline-radio', options: textProps.weight.values },
    align: { control: 'inline-radio', options: textProps.align.values },
  },
  parameters: { locales: { es: { children: 'Crujiente, salado y para compartir.' } } },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      {textProps.tone.values.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {`${tone}: ${String(args.children)}`}
        </Text>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.25rem' }}>
      {textProps.size.values.map((size) => (
        <Text key={size} {...args} size={size}>
          {`${size}: ${String(args.children)}`}
        </Text>
      ))}
    </div>
  ),
};

/** Two lines at most, with an ellipsis; the whole text stays for screen readers. */
export const LongTextClamped: Story = {
  args: {
    maxLines: 2,
    children:
      'A long product description that goes on about the kettle-cooked crunch, the sea salt ' +
      'from the coast and the family recipe, far longer than a product tile has room for.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};

export const Spanish: Story = { args: { children: 'Crujiente, salado y para compartir.' } };
