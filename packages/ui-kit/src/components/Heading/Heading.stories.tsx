import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingProps } from './Heading';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: a title of a page or a section, in the theme's type scale.

**When not to**: text that only looks big but titles nothing (\`Text\` with \`size="large"\`).

## Do and don't

**Do**
- Keep the page outline in order: one \`h1\`, then \`h2\` for sections, without skipping levels.
- When the design wants another size than the outline's level, set the look with \`level\` and
  the element with \`component\`.

**Don't**
- Pick a level for its size alone: screen-reader users move through a page by its headings.
- Use a heading for a label or a button's text.

## Accessibility

- **Structure**: renders \`h1\` to \`h4\` from \`level\`, or the element \`component\` names
  (\`h5\`, \`h6\` or \`p\`); headings are how many screen-reader users scan a page.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  tags: ['stable'],
  args: { children: 'Build your own 30-pack' },
  argTypes: { level: { control: 'inline-radio', options: headingProps.level.values } },
  parameters: { usage, locales: { es: { children: 'Arme su paquete de 30' } } },
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
