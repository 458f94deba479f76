import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeProps } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['stable'],
  args: { children: 'Best seller' },
  argTypes: { tone: { control: 'inline-radio', options: badgeProps.tone.values } },
  parameters: { locales: { es: { children: 'Más vendido' } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {badgeProps.tone.values.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: { children: 'Limited edition seasonal flavour, only while supplies last' },
  decorators: [(Story) => <div style={{ maxInlineSize: '10rem' }}>{Story()}</div>],
};

export const Spanish: Story = { args: { children: 'Más vendido' } };
