import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, textProps } from './Text';

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: body text, captions and notes in the theme's type scale and tones.

**When not to**: titles (\`Heading\`), links (\`Link\`), or text only screen readers need
(\`VisuallyHidden\`).

## Do and don't

**Do**
- Pick the element with \`component\`: \`p\` for a paragraph, \`span\` inside other text,
  \`dt\`/\`dd\` in a description list.
- Use \`tone="critical"\` or \`"success"\` with words that say so, not for decoration.
- Clamp long product names with \`maxLines\`: the full text stays in the page.

**Don't**
- Put meaning in colour alone (\`tone\`): say it in the text.
- Use \`muted\` for text the shopper must read to decide (prices, conditions).

## Accessibility

- **Contrast**: every tone but \`inherit\` passes 4.5:1 on the theme's surfaces in the three themes
  (\`src/themes/themes.test.ts\`).
- **Clamping**: \`maxLines\` cuts the text only visually; screen readers read it whole.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

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
  parameters: { usage, locales: { es: { children: 'Crujiente, salado y para compartir.' } } },
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
