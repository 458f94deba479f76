import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { shownArgs } from '../../fixtures/shownArgs';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['stable'],
  args: { label: 'Sea salt', count: 12, onCheckedChange: fn() },
  parameters: { locales: { es: { label: 'Sal marina' } } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    await userEvent.click(within(canvasElement).getByText(String(shownArgs(context).label)));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: {
    label: 'Extra crunchy kettle-cooked sea salt and cracked black pepper with a hint of lime',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '14rem' }}>{Story()}</div>],
};
export const Spanish: Story = { args: { label: 'Sal marina' } };
