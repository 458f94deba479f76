import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingProps } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['stable'],
  args: { children: 'Build your own 30-pack' },
  argTypes: { level: { control: 'inline-radio', options: headingProps.level.values } },
  parameters: { locales: { es: { children: 'Arme su paquete de 30' } } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {headingProps.level.values.map((level) => (
        <Heading key={level} {...args} level={level}>
          {`Level ${level}: ${String(args.children)}`}
        </Heading>
      ))}
    </div>
  ),
};

/** Looks like a level 1, sits in the outline as an h2. */
export const LookApartFromOutline: Story = { args: { level: '1', component: 'h2' } };

export const LongText: Story = {
  args: { children: 'A very long heading about limited-edition seasonal flavours that wraps' },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};

export const Spanish: Story = { args: { children: 'Sabores de temporada' } };
